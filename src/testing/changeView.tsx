import nock from 'nock';
import type { ChangeActions, ChangeViewRecord } from '@/api/changeView';
import ChangeViewScreen from '@/features/changes/screens/ChangeViewScreen';
import { API, renderWithPlugin } from './renderWithPlugin';

export const CHANGE_ID = 31;

export function changeRecord(overrides: Partial<ChangeViewRecord> = {}): ChangeViewRecord {
  return {
    id: CHANGE_ID,
    subject: 'Replace the core switch at the London headquarters office tonight',
    identifier: 'CHG-0031',
    description: '<p>Swap the <b>switch</b>.</p><script>window.hacked = true</script>',
    created_at: '2026-11-20 09:30:00',
    requester: { id: 3, full_name: 'Rita Requester', email: 'rita@example.test' },
    status: { id: 1, name: 'Open' },
    change_type: { id: 2, name: 'Standard' },
    agent: { id: 2, full_name: 'Sam Agent' },
    impact_type: { id: 1, name: 'High' },
    location: { id: 4, title: 'London' },
    department: { id: 1, name: 'Network' },
    team: null,
    priority: { id: 2, name: 'Urgent' },
    assets: [],
    attachments: [{ id: 9, value: 'plan.pdf', size: 2048, type: 'application/pdf' }],
    release: null,
    attach_releases: [],
    change_raised_on: '2026-11-20 09:30:00',
    change_closed_on: null,
    total_activity_duration: 125,
    ...overrides,
  };
}

export function allowAll(overrides: Partial<ChangeActions> = {}): ChangeActions {
  return {
    change_details_edit_permission: true,
    allowed_enforce_cab: true,
    change_release_attach: true,
    change_release_detach: false,
    change_edit: true,
    change_delete: true,
    change_close: true,
    planning: true,
    associated_assets: true,
    associated_releases: true,
    associated_cabs: true,
    associated_tickets: true,
    associated_tasks: true,
    allowed_cab_action: false,
    remove_cab: false,
    attach_task: true,
    ...overrides,
  };
}

export interface CommentRow {
  id: number;
  content: string;
  created_at: string;
  creator: { id: number; full_name: string };
  attachments?: unknown[];
  replies?: CommentRow[];
}

export function comment(id: number, content: string, replies: CommentRow[] = []): CommentRow {
  return {
    id,
    content,
    created_at: '2026-11-20 10:00:00',
    creator: { id: 2, full_name: 'Sam Agent' },
    attachments: [],
    replies,
  };
}

export interface Served {
  changeCalls(): number;
  actionCalls(): number;
}

/** Serves the change, its flags and an empty thread (unless comments are given), counting calls. */
export function serveChange(
  change: ChangeViewRecord = changeRecord(),
  actions: ChangeActions = allowAll(),
  { comments = [] as CommentRow[] } = {},
): Served {
  let changeCalls = 0;
  let actionCalls = 0;
  nock(API)
    .get(`/service-desk/api/change/${CHANGE_ID}`)
    .query(true)
    .reply(() => {
      changeCalls += 1;
      return [200, { data: { change } }];
    })
    .persist();
  nock(API)
    .get(`/service-desk/api/change-action/${CHANGE_ID}`)
    .query(true)
    .reply(() => {
      actionCalls += 1;
      return [200, { data: { actions } }];
    })
    .persist();
  nock(API)
    .get('/service-desk/api/get-change-comments')
    .query(true)
    .reply(200, { data: { data: comments, next_cursor: null } })
    .persist();
  return { changeCalls: () => changeCalls, actionCalls: () => actionCalls };
}

export const renderChangeView = () => renderWithPlugin(<ChangeViewScreen params={{ id: String(CHANGE_ID) }} />);

export const TITLE = 'Replace the core switch at the London headquarters...';
