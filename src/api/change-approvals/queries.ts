import type { AxiosInstance } from 'axios';
import { mutationOptions } from '@tanstack/react-query';
import { invalidates, reloadOnSuccess } from '../query/mutations';
import { readQuery } from '../query/options';
import {
  applyCab,
  changeApprover,
  decideAsApprover,
  decideByLink,
  fetchApprovalChange,
  fetchApprovalStatus,
  removeCabApproval,
  sendReminder,
  setAutoReminders,
} from './calls';
import type { ApprovalDecision, ApproverChange, ReminderTarget } from './types';

export const changeApprovalKeys = {
  all: ['change-approvals'] as const,
  ofChange: (changeId: number) => ['change-approvals', 'change', changeId] as const,
  byLink: (hash: string) => ['change-approvals', 'link', hash] as const,
};

export const changeApprovalQueries = {
  /** The boards applied to a change with their levels and approvers. */
  ofChange: (http: AxiosInstance, changeId: number) =>
    readQuery(changeApprovalKeys.ofChange(changeId), (signal) => fetchApprovalStatus(http, changeId, signal)),
  /** The change an approver's link is for. */
  byLink: (http: AxiosInstance, hash: string) =>
    readQuery(changeApprovalKeys.byLink(hash), (signal) => fetchApprovalChange(http, hash, signal)),
};

/** A call on a change's approval; a success reloads the approval status. */
function approvalCall<Input>(changeId: number, call: (input: Input) => Promise<string>) {
  return reloadOnSuccess(call, invalidates(changeApprovalKeys.ofChange(changeId)));
}

export const changeApprovalMutations = {
  apply: (http: AxiosInstance, changeId: number) =>
    approvalCall(changeId, (workflowId: number) => applyCab(http, changeId, workflowId)),
  decide: (http: AxiosInstance, changeId: number) =>
    approvalCall(changeId, (decision: ApprovalDecision) => decideAsApprover(http, changeId, decision)),
  remove: (http: AxiosInstance, changeId: number) =>
    approvalCall<void>(changeId, () => removeCabApproval(http, changeId)),
  changeApprover: (http: AxiosInstance, changeId: number) =>
    approvalCall(changeId, (change: ApproverChange) => changeApprover(http, change)),
  autoReminders: (http: AxiosInstance, changeId: number) =>
    approvalCall(changeId, ({ boardId, on }: { boardId: number; on: boolean }) => setAutoReminders(http, boardId, on)),
  sendReminder: (http: AxiosInstance, changeId: number) =>
    approvalCall(changeId, (target: ReminderTarget) => sendReminder(http, target)),
  /** The public approval page: nothing of the change is cached there to reload. */
  decideByLink: (http: AxiosInstance, hash: string) =>
    mutationOptions({ mutationFn: (decision: ApprovalDecision) => decideByLink(http, hash, decision) }),
};
