import { sendDueReminders } from '../../db/change-approvals/reminders';
import { scheduleJob } from '../../jobs/scheduler';
import type { Routes } from '../deps';
import { cabApprovalRoutes } from './by-approver';
import { cabChangeRoutes } from './on-change';

/** How often the backend looks for automatic CAB reminders that are due. */
export const REMINDER_CHECK_MS = 60 * 1000;

/** A change's CAB approval: applied and managed on the change, decided by its approvers, reminded of. */
export const changeApprovalRoutes: Routes = (app, deps) => {
  cabChangeRoutes(app, deps);
  cabApprovalRoutes(app, deps);
  scheduleJob(app, deps.clock, REMINDER_CHECK_MS, (now) => sendDueReminders(deps.db, now));
};
