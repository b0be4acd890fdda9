import { userCan, type PermissionHolder } from '../users/permissions';
import type { Db } from '../types';
import type { ProblemState } from './detail';

export interface ProblemActions {
  problem_edit: boolean;
  problem_delete: boolean;
  problem_close: boolean;
  problem_change_attach: boolean;
  problem_change_detach: boolean;
  check_planning: boolean;
  associated_asset: boolean;
  associated_change: boolean;
  associated_ticket: boolean;
  /** The "may act" flags beside the spec's "may see" ones: a view-only agent sees the tabs, not these. */
  problem_planning_edit: boolean;
  problem_asset_attach: boolean;
  problem_asset_detach: boolean;
  problem_ticket_attach: boolean;
  problem_ticket_detach: boolean;
  problem_ticket_bulk: boolean;
}

/** What the problem view may offer this user, from their permissions and the problem's state. */
export function problemActions(db: Db, user: PermissionHolder, problem: ProblemState): ProblemActions {
  const can = (key: Parameters<typeof userCan>[2]) => userCan(db, user, key);
  const view = can('view');
  const hasChange = problem.change_id !== null;
  return {
    problem_edit: can('edit_problem'),
    problem_delete: can('delete_problem'),
    problem_close: can('close_problem') && problem.status_purpose !== 'closed',
    problem_change_attach: can('attach_change') && !hasChange,
    problem_change_detach: can('detach_change') && hasChange,
    check_planning: view,
    associated_asset: view,
    associated_change: view,
    associated_ticket: view,
    problem_planning_edit: can('edit_problem'),
    problem_asset_attach: can('attach_asset'),
    problem_asset_detach: can('detach_asset'),
    problem_ticket_attach: can('attach_ticket'),
    problem_ticket_detach: can('detach_ticket'),
    problem_ticket_bulk: can('edit_problem'),
  };
}
