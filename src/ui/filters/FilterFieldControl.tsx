import { AsyncMultiSelect } from './AsyncMultiSelect';
import { DateRangeField } from './DateRangeField';
import { isDateRange } from './isDateRange';
import type { FilterField, FilterValue } from './types';

interface FilterFieldControlProps {
  idPrefix: string;
  field: FilterField;
  value: FilterValue;
  onChange(value: FilterValue): void;
}

/** The input of one filter box, by the field's kind. */
export function FilterFieldControl({ idPrefix, field, value, onChange }: FilterFieldControlProps) {
  const id = `${idPrefix}-${field.name}`;
  if (field.kind === 'dateRange') {
    return (
      <DateRangeField
        id={id}
        label={field.label}
        value={isDateRange(value) ? value : null}
        onChange={(range) => onChange(range ?? undefined)}
      />
    );
  }
  return (
    <AsyncMultiSelect
      id={id}
      label={field.label}
      dependency={field.dependency}
      supplements={field.supplements}
      value={Array.isArray(value) ? value : []}
      onChange={onChange}
    />
  );
}
