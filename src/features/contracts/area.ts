import type { AreaDeclaration } from '../../federation/routeDeclaration';
import { CONTRACT_ROOT, contractApprovalPages, contractPages } from './pages';

/** Contracts: the list, the create/edit form and the contract page with its lifecycle actions. */
export const contractArea: AreaDeclaration = {
  id: 'contracts',
  audience: 'agent',
  menu: [{ labelKey: 'menu_contracts', label: 'Contracts', href: contractPages.root.pattern, section: 'navigation' }],
  application: {
    paths: [CONTRACT_ROOT],
    pages: contractPages,
    module: './src/features/contracts/routes',
    load: () => import(/* webpackChunkName: "route-contracts" */ './routes'),
  },
};

/** The public contract-approval page, reached by an approver's link: no sign-in, no agent chrome. */
export const contractApprovalArea: AreaDeclaration = {
  id: 'contract-approval',
  audience: 'public',
  menu: [],
  application: {
    standalone: true,
    paths: ['/service-desk/contract-approval'],
    pages: contractApprovalPages,
    module: './src/features/contracts/approvalRoutes',
    load: () => import(/* webpackChunkName: "route-contract-approval" */ './approvalRoutes'),
  },
};
