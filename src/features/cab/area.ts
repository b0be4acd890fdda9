import type { AreaDeclaration } from '../../federation/routeDeclaration';
import { changeApprovalPages } from './pages';

/** The public change-approval page, reached by an approver's link: no sign-in, no agent chrome. */
export const changeApprovalArea: AreaDeclaration = {
  id: 'change-approval',
  audience: 'public',
  menu: [],
  application: {
    standalone: true,
    pages: changeApprovalPages,
    module: './src/features/cab/routes',
    load: () => import(/* webpackChunkName: "route-change-approval" */ './routes'),
  },
};
