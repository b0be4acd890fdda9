import { publicArea } from '../../federation/areaOf';
import { changeApprovalPages } from './pages';

/** The public change-approval page, reached by an approver's link. */
export const changeApprovalArea = publicArea({
  id: 'change-approval',
  pages: changeApprovalPages,
  module: './src/features/cab/routes',
});
