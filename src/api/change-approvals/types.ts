export type CabStatus = 'PENDING' | 'APPROVED' | 'DENIED';

export interface CabApprover {
  id: number;
  name: string;
  status: CabStatus;
  /** The comment given with the decision. */
  comment: string | null;
  /** Who decided: the user, or for a user type the user who acted for it. */
  acted_by: { id: number; name: string } | null;
  acted_at: string | null;
  /** The signed-in user's own approval page for this row (`/change-approval/{hash}`) while they may decide. */
  approval_link: string | null;
}

export interface CabLevel {
  id: number;
  name: string;
  status: CabStatus;
  is_active: boolean;
  approve_users: CabApprover[];
  approve_user_types: CabApprover[];
}

export interface CabBoard {
  id: number;
  name: string;
  status: CabStatus;
  send_auto_reminders: boolean;
  approval_levels: CabLevel[];
}

export type ApprovalActionType = 'approve' | 'deny';

export interface ApprovalDecision {
  action_type: ApprovalActionType;
  comment: string;
}

export interface ApproverChange {
  action: 'add' | 'remove';
  approver_id: number;
  change_id: number;
  level_id: number;
  comment: string;
}

export type ReminderTarget =
  | { type: 'level'; change_id: number; id: number }
  | { type: 'approver'; change_id: number; id: number; level_id: number; approver_type: 'user' | 'user_type' };

/** The change an approval link is for. */
export interface ApprovalChange {
  subject: string;
  description: string;
}
