import nock from 'nock';
import type { ProblemActions, ProblemDetail } from '@/api/problemView';
import { API } from './renderWithPlugin';

export const PROBLEM_ID = 12;

export function problemDetail(overrides: Partial<ProblemDetail> = {}): ProblemDetail {
  return {
    id: PROBLEM_ID,
    subject: 'VPN drops every hour',
    identifier: 'PRB-0012',
    description: '<p>Users lose the <em>VPN</em> connection.</p><script>window.hacked = true</script>',
    created_at: '2026-11-20 09:30:00',
    requester_id: { id: 3, full_name: 'Rita Requester', name: 'rita', email: 'rita@example.test' },
    department_id: { id: 1, name: 'Support' },
    impact_id: { id: 2, name: 'High impact' },
    status_type_id: { id: 1, name: 'Open' },
    priority_id: { id: 2, name: 'Urgent' },
    location_id: { id: 4, name: 'Berlin' },
    assigned_id: { id: 2, name: 'sam', full_name: 'Sam Agent' },
    assets: [],
    attachment: { id: 5, value: 'trace.pdf', size: 2048, type: 'application/pdf' },
    change: [],
    active: '1',
    ...overrides,
  };
}

export function allowAll(overrides: Partial<ProblemActions> = {}): ProblemActions {
  return {
    problem_edit: true,
    problem_delete: true,
    problem_close: true,
    problem_change_attach: true,
    problem_change_detach: true,
    check_planning: true,
    associated_asset: true,
    associated_change: true,
    associated_ticket: true,
    ...overrides,
  };
}

export const ATTACHED_CHANGE = {
  id: 44,
  subject: 'Replace the VPN gateway',
  created_at: '2026-11-19 14:00:00',
  status: { id: 1, name: 'Planned' },
  requester: { id: 3, full_name: 'Rita Requester', email: 'rita@example.test' },
  change_type: { id: 2, name: 'Standard' },
  impact_type: { id: 1, name: 'Low' },
  location: { id: 4, title: 'Berlin office' },
  department: { id: 1, name: 'Network' },
  team: { id: 6, name: 'Infrastructure' },
  priority: { id: 2, name: 'Medium' },
};

export interface Served {
  problemCalls: () => number;
  actionCalls: () => number;
  logCalls: () => number;
}

/** Serves the problem, its flags and its log (as often as asked), counting the calls. */
export function serveProblem(problem: ProblemDetail = problemDetail(), actions: ProblemActions = allowAll()): Served {
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
