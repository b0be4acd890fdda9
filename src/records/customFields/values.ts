import type { Option } from '@/api/dependencies';
import type { DefinitionFormField } from '@/api/forms';

/** A field's value in a form: text (dates YYYY-MM-DD), a chosen option, checked options, or a new file. */
export type DefinitionFieldValue = string | string[] | Option | File | boolean | null;

/** A form's values by the definition's keys. */
export type DefinitionFieldValues = Record<string, DefinitionFieldValue>;

/** The form value that removes a record's stored attachment. */
export const ATTACHMENT_DELETE = 'attachment_delete';

/** Whether a field is a lookup of other records (chosen as { id, name }). */
export function isLookup(field: DefinitionFormField): boolean {
  return field.type === 'select' && field.dependency !== undefined;
}

/** A field's starting value: the record's when editing, an empty one when creating. */
export function initialFieldValue(field: DefinitionFormField): DefinitionFieldValue {
  const { value } = field;
  if (field.type === 'file') return null;
  if (isLookup(field)) return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : null;
  if (field.type === 'checkbox') return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  if (typeof value !== 'string') return '';
  return field.type === 'date' ? value.slice(0, 10) : value;
}

/** The id of a chosen record ({ id, name }), null when none is chosen. */
export function chosenId(value: DefinitionFieldValue | undefined): number | null {
  return value !== null && typeof value === 'object' && 'id' in value ? value.id : null;
}

/** What a save sends for a field: text trimmed (rich text as typed), a choice, checked options or a file. */
export function fieldSaveValue(
  field: DefinitionFormField,
  value: DefinitionFieldValue | undefined,
): string | string[] | Option | File | null {
  if (value === undefined || typeof value === 'boolean') return null;
  if (typeof value === 'string') return field.type === 'htmltextarea' ? value : value.trim();
  return value;
}
