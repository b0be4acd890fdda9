import { AGENT_SCOPE } from '../../db/labels';
import type { ProblemInput } from '../../db/problems/save';
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

export const SUBJECT_MAX = 50;
export const IDENTIFIER_MAX = 45;

/** The problem form's fields, checked with the spec's rules and messages; one 422 for all errors. */
export function readProblemForm(db: Db, fields: RawQuery): ProblemInput {
  const validator = new Validator();
  const subject = readRequiredText(fields, 'subject', 'subject', validator);
  checkMaxLength(subject, 'subject', 'subject', SUBJECT_MAX, validator);
  const identifier = readString(fields, 'identifier', validator) ?? '';
  checkMaxLength(identifier, 'identifier', 'identifier', IDENTIFIER_MAX, validator);

  let description = readString(fields, 'description', validator);
  if (description !== undefined && isBlankHtml(description)) description = undefined;
  if (description === undefined) validator.add('description', 'The description field is required.');

  const required = (name: string, label: string, table: Parameters<typeof readReference>[4]['table']) =>
    readReference(db, fields, name, label, { table, required: true }, validator);
  const requester = required('requester_id', 'requester', 'users');
  const department = required('department_id', 'department', 'departments');
  const impact = required('impact_id', 'impact', 'impacts');
  const status = required('status_type_id', 'status', 'statuses');
  const priority = required('priority_id', 'priority', 'priorities');
  const location = readReference(
    db,
    fields,
    'location_id',
    'location',
    { table: 'locations', required: false },
    validator,
  );
  const assigned = readReference(
    db,
    fields,
    'assigned_id',
    'assigned agent',
    { table: 'users', required: false, scope: AGENT_SCOPE },
    validator,
  );
  const assetIds = readReferenceList(db, fields, 'asset_ids', 'assets', validator);
  validator.throwIfFailed();

  return {
    subject: subject as string,
    identifier,
    description: description as string,
    requester_id: requester as number,
    department_id: department as number,
    impact_id: impact as number,
    status_type_id: status as number,
    priority_id: priority as number,
    location_id: location ?? null,
    assigned_id: assigned ?? null,
    asset_ids: assetIds,
  };
}
