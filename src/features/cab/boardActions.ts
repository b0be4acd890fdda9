import type { CabApprover, CabLevel } from '@/api/change-approvals';

/** What a board card may do, and what it calls to do it. */
export interface BoardActions {
  /** Approve / deny (the user is an approver of the active level). */
  canDecide: boolean;
  /** Remove the approval, add or remove approvers, remind and stop reminders: the editors of the change. */
  canManage: boolean;
  /** A call is running: every button waits. */
  busy: boolean;
  onDecide(action: 'approve' | 'deny'): void;
  onRemove(): void;
  onAutoReminders(boardId: number, on: boolean): void;
  onRemindLevel(level: CabLevel): void;
  onRemindApprover(level: CabLevel, approver: CabApprover, kind: 'user' | 'user_type'): void;
  onAddApprover(level: CabLevel): void;
  onRemoveApprover(level: CabLevel, approver: CabApprover): void;
}
