import type { ProblemActions, ProblemRecord as ProblemDetail } from '@/api/problems';
import { PROBLEM_ID, problemActions, problemDetail } from './records';
import { serveCounted } from './serve';

const CREATED = { id: 1, name: '<p>Problem created</p>', created_at: '2026-11-20 09:30:00' };
const CREATOR = { id: 3, full_name: 'Rita Requester', profile_pic: null };

/** The activity log of the problem: one entry. */
export const PROBLEM_LOG = {
  data: { problem_activity_logs: { data: [{ ...CREATED, creator: CREATOR }], total: 1, per_page: 10 } },
};

export interface Served {
  problemCalls: () => number;
  actionCalls: () => number;
  logCalls: () => number;
}

/** Serves the problem, its flags and its log (as often as asked), counting the calls. */
export function serveProblem(
  problem: ProblemDetail = problemDetail(),
  actions: ProblemActions = problemActions(),
): Served {
  return {
    problemCalls: serveCounted(`/service-desk/api/problem/${PROBLEM_ID}`, { data: { data: problem } }),
    actionCalls: serveCounted(`/service-desk/api/problem-action/${PROBLEM_ID}`, { data: { data: { actions } } }),
    logCalls: serveCounted(`/service-desk/api/problem-log/${PROBLEM_ID}`, PROBLEM_LOG),
  };
}
