import type { FormInput, RecordForm } from '../../db/records/form-save';
import type { Db } from '../../db/types';
import {
  checkMaxLength,
  readReference,
  readReferenceList,
  readRequiredText,
  readRichText,
} from '../../http/form-fields';
import { readString, type RawQuery } from '../../http/query';
import { Validator } from '../../http/validator';

export const SUBJECT_MAX = 50;
export const IDENTIFIER_MAX = 45;

/**
 * The texts of a record's form: subject and description required ('The {field} field is
 * required.'), each at most its limit; identifier optional ('' when absent). Errors go to the
 * validator; the texts are only meaningful when there are none.
 */
export function readRecordTexts(
  fields: RawQuery,
  validator: Validator,
  max: { subject: number; identifier: number } = { subject: SUBJECT_MAX, identifier: IDENTIFIER_MAX },
): { subject: string; identifier: string; description: string } {
  const subject = readRequiredText(fields, 'subject', 'subject', validator);
  checkMaxLength(subject, 'subject', 'subject', max.subject, validator);
  const identifier = readString(fields, 'identifier', validator) ?? '';
  checkMaxLength(identifier, 'identifier', 'identifier', max.identifier, validator);
  const description = readRichText(fields, 'description', validator);
  if (description === undefined) validator.add('description', 'The description field is required.');
  return { subject: subject ?? '', identifier, description: description ?? '' };
}

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
  const { subject, identifier, description } = readRecordTexts(fields, validator);
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
