import * as yup from 'yup';
import { FORM_GROUP_FIELD_TYPES } from '@/api/form-groups';
import { RECORD_MESSAGES } from '@/records/recordSchema';
import { serverFieldMapBy } from '@/ui/form/serverFieldMap';
import { isChoiceType } from './values';

export const FORM_GROUP_MESSAGES = {
  fieldsRequired: 'Add at least one field.',
  optionsRequired: 'Add at least one option.',
  duplicateOption: 'Each option must be different.',
} as const;

const text = () => yup.string().trim().required(RECORD_MESSAGES.required);

const fieldSchema = yup.object({
  label: text(),
  type: yup.string().oneOf(FORM_GROUP_FIELD_TYPES).required(RECORD_MESSAGES.required),
  options: yup.array(text()).when('type', {
    is: isChoiceType,
    then: (options) =>
      options
        .min(1, FORM_GROUP_MESSAGES.optionsRequired)
        .test('distinct', FORM_GROUP_MESSAGES.duplicateOption, (list = []) => {
          const seen = list.map((option) => (option ?? '').trim().toLowerCase());
          return new Set(seen).size === seen.length;
        }),
  }),
});

export const formGroupSchema = yup.object({
  name: text(),
  types: yup.array().min(1, RECORD_MESSAGES.required),
  fields: yup.array(fieldSchema).min(1, FORM_GROUP_MESSAGES.fieldsRequired),
});

/** `fields.2.options.1` → that option's input; a field's id → its label; the type ids → the type picker. */
function fieldOf(serverField: string): string | undefined {
  if (serverField === 'name' || serverField === 'fields') return serverField;
  if (/^(asset|change)_type_ids(\.\d+)?$/.test(serverField)) return 'types';
  const field = /^fields\.(\d+)\.(id|label|type|options)(\.\d+)?$/.exec(serverField);
  if (!field) return undefined;
  return field[2] === 'id' ? `fields.${field[1]}.label` : serverField;
}

export const formGroupServerFields = serverFieldMapBy(fieldOf);
