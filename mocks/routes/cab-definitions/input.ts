import { valueTaken } from '../../db/reference-rows';
import { REMINDER_INTERVALS, type CabInput, type CabLevelInput, type LevelMatch } from '../../db/cab-definitions/types';
import type { Db } from '../../db/types';
import { checkMaxLength, readFlag, readIdField, readReference, readRequiredText } from '../../http/form-fields';
import { readChoice, readIdList, readInteger, readString, type RawQuery } from '../../http/query';
import type { Validator } from '../../http/validator';

export const NAME_MAX = 255;
export const LEVELS_MAX = 20;
export const APPROVER_REQUIRED = 'at least one user or one user type is required to create CAB';
export const LEVEL_REQUIRED = 'A CAB needs at least one level.';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A JSON value as the flat fields the form readers take: `{ levels: [{ name }] }` gives
 * `levels.0.name`, so every error lands on the field the form shows it at. A value where none
 * can be (an object in a list, a text where a list is) is an error on its field.
 */
function flatten(value: unknown, name: string, fields: RawQuery, validator: Validator): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) {
    if (value.some((item) => typeof item === 'object' && item !== null)) {
      validator.add(name, `The ${name} must be a list of ids.`);
    } else fields[name] = value.map(String);
  } else if (typeof value === 'object') {
    validator.add(name, `The ${name} must be a string.`);
  } else fields[name] = String(value);
}

function fieldsOf(body: Record<string, unknown>, names: readonly string[], prefix: string, validator: Validator) {
  const fields: RawQuery = {};
  for (const name of names) flatten(body[name], `${prefix}${name}`, fields, validator);
  return fields;
}

/** Ids that must name rows of `table`; a bad one is reported as `name.index`. */
function existingIds(db: Db, fields: RawQuery, name: string, table: string, validator: Validator): number[] {
  const exists = db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`);
  return (readIdList(fields, name, validator) ?? []).filter((id, index) => {
    if (exists.get(id) !== undefined) return true;
    validator.add(`${name}.${index}`, `The selected ${name}.${index} is invalid.`);
    return false;
  });
}

function readLevel(db: Db, raw: unknown, index: number, cabId: number | undefined, validator: Validator) {
  const prefix = `levels.${index}.`;
  if (!isObject(raw)) {
    validator.add(`levels.${index}`, 'The level must be an object.');
    return undefined;
  }
  const fields = fieldsOf(raw, ['id', 'name', 'order', 'match'], prefix, validator);
  const approvers = isObject(raw.approvers) ? raw.approvers : {};
  Object.assign(fields, fieldsOf(approvers, ['users', 'user_types'], `${prefix}approvers.`, validator));

  const id = readIdField(fields, `${prefix}id`, 'level', validator, { required: false });
  if (typeof id === 'number' && !levelOf(db, id, cabId)) validator.add(`${prefix}id`, 'The selected level is invalid.');
  const name = readRequiredText(fields, `${prefix}name`, 'level name', validator);
  checkMaxLength(name, `${prefix}name`, 'level name', NAME_MAX, validator);
  const order = readInteger(fields, `${prefix}order`, validator, { min: 1, max: LEVELS_MAX });
  if (order === undefined && fields[`${prefix}order`] === undefined) {
    validator.add(`${prefix}order`, 'The level order field is required.');
  }
  const match = readChoice(fields, `${prefix}match`, ['any', 'all'] as const, validator);
  if (fields[`${prefix}match`] === undefined) validator.add(`${prefix}match`, 'The level match field is required.');
  const userIds = existingIds(db, fields, `${prefix}approvers.users`, 'users', validator);
  const userTypeIds = existingIds(db, fields, `${prefix}approvers.user_types`, 'cab_user_types', validator);
  if (userIds.length + userTypeIds.length === 0) validator.add(`${prefix}approvers`, APPROVER_REQUIRED);
  if (name === undefined || order === undefined || match === undefined) return undefined;
  return { id: id ?? null, name, order, match: match as LevelMatch, userIds, userTypeIds };
}

function levelOf(db: Db, levelId: number, cabId: number | undefined): boolean {
  return (
    cabId !== undefined &&
    db.prepare('SELECT 1 FROM cab_levels WHERE id = ? AND cab_id = ?').get(levelId, cabId) !== undefined
  );
}

/** The levels, 1 to LEVELS_MAX of them, their orders running 1..n and each stored level sent once. */
function readLevels(db: Db, raw: unknown, cabId: number | undefined, validator: Validator): CabLevelInput[] {
  if (raw !== undefined && raw !== null && !Array.isArray(raw)) {
    validator.add('levels', 'The levels must be a list.');
    return [];
  }
  const list = raw ?? [];
  if (list.length === 0) validator.add('levels', LEVEL_REQUIRED);
  if (list.length > LEVELS_MAX) {
    validator.add('levels', `A CAB may not have more than ${LEVELS_MAX} levels.`);
    return [];
  }
  const levels = list.map((level, index) => readLevel(db, level, index, cabId, validator));
  const orders = new Set<number>();
  const ids = new Set<number>();
  levels.forEach((level, index) => {
    if (!level) return;
    if (level.order > list.length || orders.has(level.order)) {
      validator.add(`levels.${index}.order`, `The level orders must run from 1 to ${list.length}.`);
    }
    if (level.id !== null && ids.has(level.id)) validator.add(`levels.${index}.id`, 'The level is sent twice.');
    orders.add(level.order);
    if (level.id !== null) ids.add(level.id);
  });
  return levels.filter((level) => level !== undefined).sort((a, b) => a.order - b.order);
}

/** The CAB form sent as JSON, every problem reported to `validator`; `cabId` is the CAB's when editing. */
export function readCabInput(db: Db, body: unknown, cabId: number | undefined, validator: Validator): CabInput {
  const object = isObject(body) ? body : {};
  const names = ['name', 'action_on_approve', 'action_on_deny', 'send_auto_reminders', 'reminder_interval'];
  const fields = fieldsOf(object, names, '', validator);
  const name = readRequiredText(fields, 'name', 'name', validator) ?? '';
  checkMaxLength(name, 'name', 'name', NAME_MAX, validator);
  if (name !== '' && valueTaken(db, 'cabs', 'name', name, cabId)) {
    validator.add('name', 'The name has already been taken.');
  }
  const status = (field: string, label: string) =>
    readReference(db, fields, field, label, { table: 'change_statuses', required: false }, validator) ?? null;
  const actionOnApprove = status('action_on_approve', 'action on approve');
  const actionOnDeny = status('action_on_deny', 'action on deny');
  const sendAutoReminders = readFlag(fields, 'send_auto_reminders');
  let reminderInterval: number | null = null;
  if (sendAutoReminders) {
    const text = readString(fields, 'reminder_interval', validator);
    if (text === undefined) validator.add('reminder_interval', 'The reminder interval field is required.');
    else if (!(REMINDER_INTERVALS as readonly number[]).includes(Number(text)) || !/^\d+$/.test(text)) {
      validator.add('reminder_interval', 'The selected reminder interval is invalid.');
    } else reminderInterval = Number(text);
  }
  const levels = readLevels(db, object.levels, cabId, validator);
  return { name, actionOnApprove, actionOnDeny, sendAutoReminders, reminderInterval, levels };
}
