import { ChoicesFilter } from '@/ui/filters/ChoicesFilter';
import { DateRangeField } from '@/ui/filters/DateRangeField';
import { NumberRangeField } from '@/ui/filters/NumberRangeField';
import { TruncatedLabel } from '@/ui/filters/TruncatedLabel';
import { isDateRange } from '@/ui/filters/isDateRange';
import type { FilterField, FilterValue, Option } from '@/ui/filters/types';
import { AsyncMultiSelect } from '../lookups/AsyncMultiSelect';

interface FilterFieldControlProps {
  idPrefix: string;
  field: FilterField;
  value: FilterValue;
  onChange(value: FilterValue): void;
}

function isOptionList(value: FilterValue): value is Option[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'object');
}

function isTextList(value: FilterValue): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** A label cut short: its first characters, the whole on hover, on focus and to screen readers. */
function captionOf(field: FilterField) {
  if (!('labelMaxLength' in field) || field.labelMaxLength === undefined) return undefined;
  return <TruncatedLabel text={field.label} maxLength={field.labelMaxLength} className="sd-filter-caption" />;
}

/** The input of one filter box, by the field's kind. */
export function FilterFieldControl({ idPrefix, field, value, onChange }: FilterFieldControlProps) {
  const id = `${idPrefix}-${field.name}`;
  const caption = captionOf(field);
  switch (field.kind) {
    case 'dateRange':
      return (
        <DateRangeField
          id={id}
          label={field.label}
          caption={caption}
          value={isDateRange(value) ? value : null}
          onChange={(range) => onChange(range ?? undefined)}
        />
      );
    case 'text':
      return (
        <div>
          <label htmlFor={id} className="form-label">
            {caption ?? field.label}
          </label>
          <input
            id={id}
            type={field.inputType ?? 'text'}
            className="form-control"
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
          />
        </div>
      );
    case 'numberRange':
      return (
        <NumberRangeField
          id={id}
          label={field.label}
          bounds={field}
          value={typeof value === 'string' ? value : undefined}
          onChange={onChange}
        />
      );
    case 'choices':
      return (
        <ChoicesFilter
          id={id}
          label={field.label}
          caption={caption}
          choices={field.choices}
          value={isTextList(value) ? value : []}
          onChange={(chosen) => onChange(chosen.length > 0 ? chosen : undefined)}
        />
      );
    default:
      return (
        <AsyncMultiSelect
          id={id}
          label={field.label}
          dependency={field.dependency}
          lookupParams={field.lookupParams}
          value={isOptionList(value) ? value : []}
          onChange={onChange}
        />
      );
  }
}
