import nock from 'nock';
import type { ProblemActions, ProblemDetail } from '@/api/problemView';
import { API } from './renderWithPlugin';
import { PROBLEM_ID, problemActions, problemDetail } from './records';

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
  let problemCalls = 0;
  let actionCalls = 0;
  let logCalls = 0;
  nock(API)
    .get(`/service-desk/api/problem/${PROBLEM_ID}`)
    .reply(() => {
      problemCalls += 1;
      return [200, { data: { data: problem } }];
    })
    .persist();
  nock(API)
    .get(`/service-desk/api/problem-action/${PROBLEM_ID}`)
    .reply(() => {
      actionCalls += 1;
      return [200, { data: { data: { actions } } }];
    })
    .persist();
  nock(API)
    .get(`/service-desk/api/problem-log/${PROBLEM_ID}`)
    .query(true)
    .reply(() => {
      logCalls += 1;
      return [
        200,
        {
          data: {
            problem_activity_logs: {
              data: [
                {
                  id: 1,
                  name: '<p>Problem created</p>',
                  created_at: '2026-11-20 09:30:00',
                  creator: { id: 3, full_name: 'Rita Requester', profile_pic: null },
                },
              ],
              total: 1,
              per_page: 10,
            },
          },
        },
      ];
    })
    .persist();
  return { problemCalls: () => problemCalls, actionCalls: () => actionCalls, logCalls: () => logCalls };
}
