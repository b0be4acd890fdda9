import type { Option } from '../dependencies';

export type LevelMatch = 'any' | 'all';

/** A row of the CAB list. */
export interface CabListRow {
  id: number;
  name: string;
  created_at: string;
  updated_at: string;
}

export interface CabLevel {
  id: number;
  name: string;
  order: number;
  match: LevelMatch;
  approvers: { users: Option[]; user_types: Option[] };
}

/** A CAB definition: the change statuses its decisions set, its reminders and its ordered levels. */
export interface CabDefinition extends CabListRow {
  action_on_approve: Option | null;
  action_on_deny: Option | null;
  send_auto_reminders: boolean;
  /** Hours between automatic reminders, when they are sent. */
  reminder_interval: number | null;
  levels: CabLevel[];
}

/** What POST cab sends (JSON); `id` edits that CAB, a level's `id` keeps that stored level. */
export interface CabSavePayload {
  id?: number;
  name: string;
  levels: {
    id?: number;
    name: string;
    order: number;
    match: LevelMatch;
    approvers: { users: number[]; user_types: number[] };
  }[];
  action_on_approve: number | null;
  action_on_deny: number | null;
  send_auto_reminders: 0 | 1;
  reminder_interval: number | null;
}
