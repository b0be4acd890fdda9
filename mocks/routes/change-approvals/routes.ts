import type { Routes } from '../deps';
import { cabApprovalRoutes } from './by-approver';
import { cabChangeRoutes } from './on-change';

/** A change's CAB approval: applied and managed on the change, decided by its approvers. */
export const changeApprovalRoutes: Routes = (app, deps) => {
  cabChangeRoutes(app, deps);
  cabApprovalRoutes(app, deps);
};
