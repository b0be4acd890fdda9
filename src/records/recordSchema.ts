import * as yup from 'yup';
import type { Option } from '@/api/dependencies';
import { characterCount } from '@/format/characters';
import { htmlText } from '@/format/htmlText';
import { LIMITS } from '@/ui/constants';

/** The specification's messages of a record form, word for word. */
export const RECORD_MESSAGES = {
  required: 'This field is required.',
  subjectMax: 'The subject should be less than 50 characters.',
  identifierMax: 'The identifier should be less than 45 characters.',
} as const;

/** A lookup that must be chosen. */
export const requiredOption = yup
  .object({ id: yup.number().required(), name: yup.string().defined() })
  .nullable()
  .test('required', RECORD_MESSAGES.required, (value) => value !== null && value !== undefined);

/** A lookup that may stay empty. */
export const optionalOption = () => yup.mixed<Option>().nullable();

/**
 * What every record form checks: a required subject under 50 characters, an identifier under 45,
 * a written description, and the attachment fields.
 */
export const recordFields = {
  subject: yup
    .string()
    .trim()
    .required(RECORD_MESSAGES.required)
    .test('max', RECORD_MESSAGES.subjectMax, (value) => characterCount(value) <= LIMITS.subject),
  identifier: yup
    .string()
    .test('max', RECORD_MESSAGES.identifierMax, (value) => characterCount(value) <= LIMITS.identifier),
  description: yup.string().test('required', RECORD_MESSAGES.required, (value) => htmlText(value ?? '') !== ''),
  assets: yup.array(),
  attachment: yup.mixed<File>().nullable(),
  attachment_delete: yup.boolean(),
};

/** A record form's values: what a save sends, with the attachment's removal as a field of its own. */
export type RecordFormValuesOf<SaveValues> = Omit<SaveValues, 'id' | 'attachmentDelete'> & {
  attachment_delete: boolean;
};

/** The values every record form starts with when it creates a record. */
export const EMPTY_RECORD_VALUES = {
  subject: '',
  identifier: '',
  /** HTML from the rich-text editor. */
  description: '',
  assets: [] as Option[],
  attachment: null as File | null,
  attachment_delete: false,
};

type RecordFormValues = typeof EMPTY_RECORD_VALUES;

/** What a record's save sends of the common fields: the texts trimmed, the attachment's removal. */
export function recordSaveValues<Values extends RecordFormValues>(values: Values, id?: number) {
  return {
    ...values,
    id,
    subject: values.subject.trim(),
    identifier: values.identifier.trim(),
    attachmentDelete: values.attachment_delete,
  };
}

/** The server's names of the common fields (Laravel's, 'asset_ids.0' included) mapped to the form's. */
export const RECORD_SERVER_FIELDS = {
  subject: 'subject',
  identifier: 'identifier',
  description: 'description',
  asset_ids: 'assets',
  attachment: 'attachment',
  attachment_delete: 'attachment',
} as const;
