import type { CustomFieldType } from '@/api/changes/types';
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

/**
 * A custom field's filter box: text for free input, check boxes for choices, a range for dates.
 * Its label shows the field's first 10 characters, and the whole on hover and focus.
 */
export function customFilterField(field: FilterableCustomField): FilterField {
  const box = { name: customFilterName(field), label: field.label, labelMaxLength: LIMITS.customFieldFilterName };
  switch (field.type) {
    case 'select':
    case 'radio':
    case 'checkbox':
      return { ...box, kind: 'choices', choices: field.options };
    case 'date':
      return { ...box, kind: 'dateRange' };
    case 'number':
    case 'email':
      return { ...box, kind: 'text', inputType: field.type };
    default:
      return { ...box, kind: 'text' };
  }
}
