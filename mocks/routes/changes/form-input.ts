import type { ChangeInput } from '../../db/changes/save';
import type { Db } from '../../db/types';
import {
  checkMaxLength,
  isBlankHtml,
  readReference,
  readReferenceList,
  readRequiredText,
} from '../../http/form-fields';
import { readString, type RawQuery } from '../../http/query';
import { Validator } from '../../http/validator';
import { IDENTIFIER_MAX, SUBJECT_MAX } from '../problems/form-input';

/**
 * The change form's fields: subject, requester, status, change type and description required
 * ('The {field} field is required.'); the other references optional but, when sent, existing.
 * One 422 for all errors (the validator may hold the caller's errors already; `message` then
 * replaces the generic one).
 */
export function readChangeForm(
  db: Db,
  fields: RawQuery,
  { validator = new Validator(), message }: { validator?: Validator; message?: string } = {},
): ChangeInput {
  const subject = readRequiredText(fields, 'subject', 'subject', validator);
  checkMaxLength(subject, 'subject', 'subject', SUBJECT_MAX, validator);
  const identifier = readString(fields, 'identifier', validator) ?? '';
  checkMaxLength(identifier, 'identifier', 'identifier', IDENTIFIER_MAX, validator);

  let description = readString(fields, 'description', validator);
  if (description !== undefined && isBlankHtml(description)) description = undefined;
  if (description === undefined) validator.add('description', 'The description field is required.');

  type Table = Parameters<typeof readReference>[4]['table'];
  const reference = (name: string, label: string, table: Table, required: boolean) =>
    readReference(db, fields, name, label, { table, required }, validator);
  const requester = reference('requester_id', 'requester', 'users', true);
  const status = reference('status_id', 'status', 'change_statuses', true);
  const changeType = reference('change_type_id', 'change type', 'change_types', true);
  const priority = reference('priority_id', 'priority', 'priorities', false);
  const impact = reference('impact_id', 'impact', 'impacts', false);
  const location = reference('location_id', 'location', 'locations', false);
  const department = reference('department_id', 'department', 'departments', false);
  const team = reference('team_id', 'team', 'teams', false);
  const assetIds = readReferenceList(db, fields, 'asset_ids', 'assets', validator);
  validator.throwIfFailed(message);

  return {
    subject: subject as string,
    identifier,
    description: description as string,
    requester_id: requester as number,
    status_id: status as number,
    change_type_id: changeType as number,
    priority_id: priority ?? null,
    impact_id: impact ?? null,
    location_id: location ?? null,
    department_id: department ?? null,
    team_id: team ?? null,
    asset_ids: assetIds,
  };
}
