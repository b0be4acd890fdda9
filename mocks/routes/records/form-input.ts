import type { FormInput, RecordForm } from '../../db/records/form-save';
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

/**
 * A record's form, checked with the spec's rules and messages: subject and description required
 * ('The {field} field is required.'), identifier optional, each reference existing (and there
 * when required), asset_ids existing assets. One 422 for all errors; the validator may hold the
 * caller's errors already, and `message` then replaces the generic one.
 */
export function readRecordForm(
  db: Db,
  form: RecordForm,
  fields: RawQuery,
  { validator = new Validator(), message }: { validator?: Validator; message?: string } = {},
): FormInput {
  const subject = readRequiredText(fields, 'subject', 'subject', validator);
  checkMaxLength(subject, 'subject', 'subject', SUBJECT_MAX, validator);
  const identifier = readString(fields, 'identifier', validator) ?? '';
  checkMaxLength(identifier, 'identifier', 'identifier', IDENTIFIER_MAX, validator);

  let description = readString(fields, 'description', validator);
  if (description !== undefined && isBlankHtml(description)) description = undefined;
  if (description === undefined) validator.add('description', 'The description field is required.');

  const references: Record<string, number | null> = {};
  for (const reference of form.references) {
    references[reference.column] =
      readReference(db, fields, reference.column, reference.label, reference, validator) ?? null;
  }
  const assetIds = readReferenceList(db, fields, 'asset_ids', 'assets', validator);
  validator.throwIfFailed(message);
  return {
    subject: subject as string,
    identifier,
    description: description as string,
    references,
    asset_ids: assetIds,
  };
}
