import type { CustomFieldType } from '../../../api/changeList';

/** A custom field of a change with its value, as the change record's custom_fields holds it. */
export interface ChangeCustomField {
  id: number;
  label: string;
  type: CustomFieldType;
  value: string | string[] | null;
  /** Set for a property of one change type; null for a field of the change form. */
  change_type_id: number | null;
}
