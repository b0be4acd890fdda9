import { agentArea, publicArea } from '../../federation/areaOf';
import { contractApprovalPages, contractPages } from './pages';

/** Contracts: the list, the create/edit form and the contract page with its lifecycle actions. */
export const contractArea = agentArea({
  id: 'contracts',
  pages: contractPages,
  menu: { menu_contracts: 'root' },
});

/** The public contract-approval page, reached by an approver's link. */
export const contractApprovalArea = publicArea({
  id: 'contract-approval',
  pages: contractApprovalPages,
  module: './src/features/contracts/approvalRoutes',
});
