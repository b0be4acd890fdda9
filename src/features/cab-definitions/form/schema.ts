import * as yup from 'yup';
import type { CabDefinition, CabSavePayload, LevelMatch } from '@/api/cab-definitions';
import type { Option } from '@/api/dependencies';
import { optionalOption, RECORD_MESSAGES } from '@/records/recordSchema';
import { serverFieldMapBy } from '@/ui/form/serverFieldMap';

/** The specification's alert of a level without approvers, word for word. */
export const APPROVER_REQUIRED = 'at least one user or one user type is required to create CAB';

/** The reminder intervals offered, in hours. */
export const REMINDER_INTERVALS = ['1', '4', '8', '12', '24'] as const;

export interface LevelValues {
  /** A stored level's id; none for a level added in this form. */
  id?: number;
  name: string;
  match: LevelMatch;
  approvers: { users: Option[]; user_types: Option[] };
}

export interface CabFormValues {
  name: string;
  action_on_approve: Option | null;
  action_on_deny: Option | null;
  send_auto_reminders: 'yes' | 'no';
  reminder_interval: '' | (typeof REMINDER_INTERVALS)[number];
  levels: LevelValues[];
}

/** A level appended to the form: it matches all its approvers until told otherwise. */
export const newLevel = (): LevelValues => ({ name: '', match: 'all', approvers: { users: [], user_types: [] } });

export const EMPTY_CAB: CabFormValues = {
  name: '',
  action_on_approve: null,
  action_on_deny: null,
  send_auto_reminders: 'no',
  reminder_interval: '',
  levels: [newLevel()],
};

export function cabValuesOf(cab: CabDefinition): CabFormValues {
  const interval = String(cab.reminder_interval ?? '');
  return {
    name: cab.name,
    action_on_approve: cab.action_on_approve,
    action_on_deny: cab.action_on_deny,
    send_auto_reminders: cab.send_auto_reminders ? 'yes' : 'no',
    reminder_interval: (REMINDER_INTERVALS as readonly string[]).includes(interval)
      ? (interval as CabFormValues['reminder_interval'])
      : '',
    levels: cab.levels.map((level) => ({
      id: level.id,
      name: level.name,
      match: level.match,
      approvers: { users: level.approvers.users, user_types: level.approvers.user_types },
    })),
  };
}

const ids = (options: Option[]) => options.map((option) => option.id);

/** What POST cab sends: each level's order is its place in the form, from 1. */
export function cabPayloadOf(values: CabFormValues, id: number | undefined): CabSavePayload {
  const reminders = values.send_auto_reminders === 'yes';
  return {
    ...(id === undefined ? {} : { id }),
    name: values.name.trim(),
    levels: values.levels.map((level, index) => ({
      ...(level.id === undefined ? {} : { id: level.id }),
      name: level.name.trim(),
      order: index + 1,
      match: level.match,
      approvers: { users: ids(level.approvers.users), user_types: ids(level.approvers.user_types) },
    })),
    action_on_approve: values.action_on_approve?.id ?? null,
    action_on_deny: values.action_on_deny?.id ?? null,
    send_auto_reminders: reminders ? 1 : 0,
    reminder_interval: reminders && values.reminder_interval !== '' ? Number(values.reminder_interval) : null,
  };
}

const levelSchema = yup.object({
  name: yup.string().trim().required(RECORD_MESSAGES.required),
  match: yup.string().oneOf(['any', 'all']).required(RECORD_MESSAGES.required),
  approvers: yup
    .object({ users: yup.array().defined(), user_types: yup.array().defined() })
    .test(
      'approvers',
      APPROVER_REQUIRED,
      (value) => (value?.users?.length ?? 0) + (value?.user_types?.length ?? 0) > 0,
    ),
});

export const cabSchema = yup.object({
  name: yup.string().trim().required(RECORD_MESSAGES.required),
  action_on_approve: optionalOption(),
  action_on_deny: optionalOption(),
  send_auto_reminders: yup.string().oneOf(['yes', 'no']).required(),
  reminder_interval: yup.string().when('send_auto_reminders', {
    is: 'yes',
    then: (schema) => schema.required(RECORD_MESSAGES.required),
  }),
  levels: yup.array().of(levelSchema).min(1),
});

const TOP_FIELDS = new Set(['name', 'action_on_approve', 'action_on_deny', 'send_auto_reminders', 'reminder_interval']);
const LEVEL_FIELD = /^(levels\.\d+\.(?:name|match|approvers))(?:\..*)?$/;

/** The server's field names are the form's; a level's approver errors show on its approvers alert. */
export const cabServerFields = serverFieldMapBy<string>((serverField) =>
  TOP_FIELDS.has(serverField) ? serverField : LEVEL_FIELD.exec(serverField)?.[1],
);
