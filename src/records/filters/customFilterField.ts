import type { CustomFieldType } from '@/api/changes/types';
import { truncate } from '@/format/truncate';
import { LIMITS } from '@/ui/constants';
import type { FilterField } from '@/ui/filters/types';

/** What a custom field's filter needs to know of it. */
export interface FilterableCustomField {
  id: number;
  label: string;
  type: CustomFieldType;
  options: string[];
}

/** The list parameter of a custom field's filter. */
export const customFilterName = (field: { id: number }) => `custom_${field.id}`;

/** A custom field's filter box: text for free input, check boxes for choices, a range for dates. */
export function customFilterField(field: FilterableCustomField): FilterField {
  const label = truncate(field.label, LIMITS.customFieldFilterName);
  const name = customFilterName(field);
  switch (field.type) {
    case 'select':
    case 'radio':
    case 'checkbox':
      return { kind: 'choices', name, label, choices: field.options };
    case 'date':
      return { kind: 'dateRange', name, label };
    case 'number':
    case 'email':
      return { kind: 'text', name, label, inputType: field.type };
    default:
      return { kind: 'text', name, label };
  }
}
