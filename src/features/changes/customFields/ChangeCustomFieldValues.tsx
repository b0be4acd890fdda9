import type { ChangeCustomField } from '@/api/changes';
import { CustomFieldRows } from './CustomFieldRows';
import { fieldsWithValues } from './displayValue';

export interface ChangeCustomFieldValuesProps {
  /** The change record's custom_fields. */
  fields: ChangeCustomField[];
}

/**
 * The custom fields of the change form (not the change type's properties) that have a value: label and
 * value, lists joined by ', ', dates formatted. Renders nothing when none has a value.
 */
export function ChangeCustomFieldValues({ fields }: ChangeCustomFieldValuesProps) {
  const shown = fieldsWithValues(fields.filter((field) => field.change_type_id === null));
  if (shown.length === 0) return null;
  return <CustomFieldRows fields={shown} />;
}
