import type { NamedRecord } from '../records/named-record';
import type { Ref } from '../sql-json';

export type LevelMatch = 'any' | 'all';

/** The reminder intervals a definition offers, in hours. */
export const REMINDER_INTERVALS = [1, 4, 8, 12, 24] as const;

/** A row of the CAB list. */
export type CabListRow = NamedRecord;

export interface CabLevel {
  id: number;
  name: string;
  order: number;
  match: LevelMatch;
  approvers: { users: Ref[]; user_types: Ref[] };
}

/** A CAB definition as GET cab/{id} answers it. */
export interface CabDefinition extends CabListRow {
  action_on_approve: Ref | null;
  action_on_deny: Ref | null;
  send_auto_reminders: 0 | 1;
  reminder_interval: number | null;
  levels: CabLevel[];
}

/** A level as a save writes it: `id` keeps a stored level of the same CAB, none adds one. */
export interface CabLevelInput {
  id: number | null;
  name: string;
  order: number;
  match: LevelMatch;
  userIds: number[];
  userTypeIds: number[];
}

export interface CabInput {
  name: string;
  actionOnApprove: number | null;
  actionOnDeny: number | null;
  sendAutoReminders: boolean;
  reminderInterval: number | null;
  levels: CabLevelInput[];
}
