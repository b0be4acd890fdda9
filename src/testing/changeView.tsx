import type { ChangeActions, ChangeRecord as ChangeViewRecord } from '@/api/changes';
import ChangeViewScreen from '@/features/changes/screens/ChangeViewScreen';
import { renderWithPlugin } from './renderWithPlugin';
import { serveCounted, serveGet } from './serve';
import { CHANGE_ID, changeActions, changeViewRecord } from './records';

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
  change: ChangeViewRecord = changeViewRecord(),
  actions: ChangeActions = changeActions(),
  { comments = [] as CommentRow[] } = {},
): Served {
  serveGet('/service-desk/api/get-change-comments', { data: { data: comments, next_cursor: null } });
  return serveChangeRecord(change, actions);
}

/** Serves the change and its flags only (the test answers the thread itself), counting calls. */
export function serveChangeRecord(
  change: ChangeViewRecord = changeViewRecord(),
  actions: ChangeActions = changeActions(),
): Served {
  return {
    changeCalls: serveCounted(`/service-desk/api/change/${CHANGE_ID}`, { data: { change } }),
    actionCalls: serveCounted(`/service-desk/api/change-action/${CHANGE_ID}`, { data: { actions } }),
  };
}

export const renderChangeView = () => renderWithPlugin(<ChangeViewScreen params={{ id: String(CHANGE_ID) }} />);

export const TITLE = 'Replace the core switch at the London headquarters...';
