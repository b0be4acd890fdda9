import type { CustomFieldType } from '../list-filters';

/** A custom field as stored: its options as a JSON array, required as 0 or 1, and the form group it belongs to. */
export interface StoredCustomField {
  id: number;
  label: string;
  type: CustomFieldType;
  options: string;
  required: number;
  form_group_id: number | null;
}

/**
 * A stored field as answered: its options parsed, required a boolean, and under `typeIdsKey` the
 * types its form group applies to (read as a JSON array; none for a field of no group).
 */
export function answeredCustomField<TRow extends StoredCustomField, TKey extends keyof TRow & string>(
  row: TRow,
  typeIdsKey: TKey,
): Omit<TRow, 'options' | 'required' | TKey> & { options: string[]; required: boolean } & Record<TKey, number[]> {
  return {
    ...row,
    options: parseCustomFieldOptions(row.options),
    required: row.required === 1,
    [typeIdsKey]: row.form_group_id === null ? [] : (JSON.parse(String(row[typeIdsKey])) as number[]),
  };
}

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
