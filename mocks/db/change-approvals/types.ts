/** The status of an applied board, of one of its levels, and of one approver. */
export type CabStatus = 'PENDING' | 'APPROVED' | 'DENIED';

export type ApprovalAction = 'approve' | 'deny';

export interface BoardRow {
  id: number;
  change_id: number;
  cab_id: number | null;
  name: string;
  status: CabStatus;
  action_on_approve: number | null;
  action_on_deny: number | null;
  send_auto_reminders: 0 | 1;
  status_before_id: number | null;
  reminder_interval: number | null;
  last_reminded_at: string | null;
  created_at: string;
}

export interface LevelRow {
  id: number;
  board_id: number;
  name: string;
  level_order: number;
  match: 'any' | 'all';
  status: CabStatus;
  is_active: 0 | 1;
}

export interface ApproverRow {
  id: number;
  level_id: number;
  user_id: number | null;
  user_type_id: number | null;
  status: CabStatus;
  hash: string;
}
