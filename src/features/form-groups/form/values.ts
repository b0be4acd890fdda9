import {
  CHOICE_FIELD_TYPES,
  type FormGroup,
  type FormGroupFieldType,
  type FormGroupSaveValues,
} from '@/api/form-groups';
import type { Option } from '@/ui/filters/types';

/** One field in the editor; `key` tells the rows apart while they move, `id` is the stored field's. */
export interface EditedField {
  key: string;
  id?: number;
  label: string;
  type: FormGroupFieldType;
  required: boolean;
  options: string[];
}

export interface FormGroupFormValues {
  name: string;
  types: Option[];
  fields: EditedField[];
}

let keyCount = 0;

/** A field not stored yet: a text field without a label. */
export function blankField(): EditedField {
  keyCount += 1;
  return { key: `new-${keyCount}`, label: '', type: 'text', required: false, options: [] };
}

export function isChoiceType(type: FormGroupFieldType): boolean {
  return CHOICE_FIELD_TYPES.includes(type);
}

/** A create starts with one blank field. */
export function emptyFormGroup(): FormGroupFormValues {
  return { name: '', types: [], fields: [blankField()] };
}

export function formGroupValues(group: FormGroup): FormGroupFormValues {
  return {
    name: group.name,
    types: group.types.map((type) => ({ id: type.id, name: type.name })),
    fields: (group.fields ?? []).map((field) => ({ key: `field-${field.id}`, ...field })),
  };
}

/** What a save sends: texts trimmed, options only for the choice types (in order, so errors find their input). */
export function formGroupToSave(values: FormGroupFormValues): FormGroupSaveValues {
  return {
    name: values.name.trim(),
    typeIds: values.types.map((type) => type.id),
    fields: values.fields.map((field) => ({
      ...(field.id === undefined ? {} : { id: field.id }),
      label: field.label.trim(),
      type: field.type,
      required: field.required,
      options: isChoiceType(field.type) ? field.options.map((option) => option.trim()) : [],
    })),
  };
}
