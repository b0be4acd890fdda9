import type { Ref } from '../sql-json';
import type { CabLevel, CabListRow, LevelMatch } from '@/api/cab-definitions/types';

export type { CabLevel, CabListRow, LevelMatch };

/** The reminder intervals a definition offers, in hours. */
export const REMINDER_INTERVALS = [1, 4, 8, 12, 24] as const;

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
