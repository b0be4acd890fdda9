import type { ChangeCustomField } from '@/api/changes';
import { displayDate } from '@/format/dates';

/** The value as shown: lists joined by ', ', dates formatted; '' when there is none. */
export function displayCustomFieldValue(field: ChangeCustomField): string {
  const { value } = field;
  if (value === null) return '';
  if (Array.isArray(value)) return value.filter((item) => item.trim() !== '').join(', ');
  if (value.trim() === '') return '';
  return field.type === 'date' ? displayDate(value) : value;
}

/** Only the fields that have something to show. */
export function fieldsWithValues(fields: ChangeCustomField[]): ChangeCustomField[] {
  return fields.filter((field) => displayCustomFieldValue(field) !== '');
}
