import type { CustomFieldType } from '../list-filters';

/** A custom field's options, stored as a JSON array of labels. */
export function parseCustomFieldOptions(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

/** A stored value as the API answers it: a list for checkboxes, text otherwise, null when not filled in. */
export function customFieldValue(type: CustomFieldType, stored: string | null): string | string[] | null {
  if (stored === null) return null;
  return type === 'checkbox' ? parseCustomFieldOptions(stored) : stored;
}

/** How a value is stored: text, a JSON array for checkboxes; null (not filled in) is not stored. */
export function storedCustomFieldValue(value: string | string[] | null): string | null {
  if (value === null) return null;
  return Array.isArray(value) ? JSON.stringify(value) : value;
}
