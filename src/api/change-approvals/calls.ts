import type { AxiosInstance } from 'axios';
import { unreadableAnswer } from '../errors';
import { dataOf, isObject, readMessage, requireList, requireObject } from '../responses';
import type {
  ApprovalChange,
  ApprovalDecision,
  ApproverChange,
  CabApprover,
  CabBoard,
  CabLevel,
  ReminderTarget,
} from './types';

function asList<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function readApprover(approver: Record<string, unknown>): CabApprover {
  const actor = isObject(approver.acted_by) ? approver.acted_by : null;
  const link = textOrNull(approver.approval_link);
  return {
    ...(approver as unknown as CabApprover),
    comment: textOrNull(approver.comment),
    acted_by: actor && typeof actor.name === 'string' ? { id: Number(actor.id), name: actor.name } : null,
    acted_at: textOrNull(approver.acted_at),
    // Only a path of this host's approval page is offered for copying.
    approval_link: link !== null && /^\/change-approval\/[0-9A-Za-z]+$/.test(link) ? link : null,
  };
}

function readLevel(level: Record<string, unknown>): CabLevel {
  return {
    ...(level as unknown as CabLevel),
    is_active: Boolean(level.is_active),
    approve_users: asList<unknown>(level.approve_users).filter(isObject).map(readApprover),
    approve_user_types: asList<unknown>(level.approve_user_types).filter(isObject).map(readApprover),
  };
}

/** The boards applied to a change, at body.data, each with its levels and approvers. */
export async function fetchApprovalStatus(
  http: AxiosInstance,
  changeId: number,
  signal?: AbortSignal,
): Promise<CabBoard[]> {
  const response = await http.get(`/service-desk/api/change-approval-status/${changeId}`, { signal });
  const boards = requireList<unknown>(isObject(response.data) ? response.data.data : undefined);
  return boards.filter(isObject).map((board) => ({
    ...(board as unknown as CabBoard),
    send_auto_reminders: Boolean(board.send_auto_reminders),
    approval_levels: asList<unknown>(board.approval_levels).filter(isObject).map(readLevel),
  }));
}

export async function applyCab(http: AxiosInstance, changeId: number, workflowId: number): Promise<string> {
  const response = await http.post('/service-desk/api/apply-cab-approval', {
    change_id: changeId,
    workflow_id: workflowId,
  });
  return readMessage(response.data);
}

/** Approve or deny as the signed-in user (an approver of the active level). */
export async function decideAsApprover(
  http: AxiosInstance,
  changeId: number,
  decision: ApprovalDecision,
): Promise<string> {
  const response = await http.post(`/service-desk/api/approval-action-without-hash/${changeId}`, decision);
  return readMessage(response.data);
}

export async function removeCabApproval(http: AxiosInstance, changeId: number): Promise<string> {
  const response = await http.delete(`/service-desk/api/remove-cab-approval/${changeId}`);
  return readMessage(response.data);
}

export async function changeApprover(http: AxiosInstance, change: ApproverChange): Promise<string> {
  const response = await http.post(`/service-desk/api/cab/${change.action}-approver`, change);
  return readMessage(response.data);
}

export async function sendReminder(http: AxiosInstance, target: ReminderTarget): Promise<string> {
  const response = await http.post('/service-desk/api/send-reminder', target);
  return readMessage(response.data);
}

/** Stops or resumes a pending board's automatic reminders. */
export async function setAutoReminders(http: AxiosInstance, boardId: number, on: boolean): Promise<string> {
  const response = await http.get(`/service-desk/api/${on ? 'resume' : 'stop'}-auto-reminder/${boardId}`);
  return readMessage(response.data);
}

/** The change an approval link is for, at body.data.change. */
export async function fetchApprovalChange(
  http: AxiosInstance,
  hash: string,
  signal?: AbortSignal,
): Promise<ApprovalChange> {
  const response = await http.get(`/service-desk/api/change-conversation/${encodeURIComponent(hash)}`, { signal });
  const change = requireObject(dataOf(response.data).change);
  if (typeof change.subject !== 'string') throw unreadableAnswer();
  return { subject: change.subject, description: typeof change.description === 'string' ? change.description : '' };
}

/** Approve or deny through an approver's link. */
export async function decideByLink(http: AxiosInstance, hash: string, decision: ApprovalDecision): Promise<string> {
  const response = await http.post(`/service-desk/api/approval-action/${encodeURIComponent(hash)}`, decision);
  return readMessage(response.data);
}
