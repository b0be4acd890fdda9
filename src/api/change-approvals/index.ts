export type {
  ApprovalActionType,
  ApprovalChange,
  ApprovalDecision,
  ApproverChange,
  CabApprover,
  CabBoard,
  CabLevel,
  CabStatus,
  ReminderTarget,
} from './types';
export {
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
export { changeApprovalKeys, changeApprovalMutations, changeApprovalQueries } from './queries';
