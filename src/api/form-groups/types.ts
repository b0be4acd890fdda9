/** Form groups: an ordered set of custom fields an administrator hangs on asset types or change types. */
export type FormGroupCategory = 'asset' | 'change';

export const FORM_GROUP_FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'email',
  'date',
  'select',
  'radio',
  'checkbox',
] as const;
export type FormGroupFieldType = (typeof FORM_GROUP_FIELD_TYPES)[number];

/** The field types whose values are chosen from options. */
export const CHOICE_FIELD_TYPES: readonly FormGroupFieldType[] = ['select', 'radio', 'checkbox'];

export interface FormGroupField {
  id: number;
  label: string;
  type: FormGroupFieldType;
  required: boolean;
  options: string[];
}

/** A group as the list and the record call answer it; `fields` only on the record. */
export interface FormGroup {
  id: number;
  name: string;
  category: FormGroupCategory;
  types: { id: number; name: string }[];
  fields_count: number;
  created_at: string;
  updated_at: string;
  fields?: FormGroupField[];
}

/** What a save sends: a field keeps its id when it was stored already (so its values survive). */
export interface FormGroupSaveValues {
  name: string;
  typeIds: number[];
  fields: Array<Omit<FormGroupField, 'id'> & { id?: number }>;
}
