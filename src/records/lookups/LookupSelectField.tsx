import type { CSSProperties, FocusEvent } from 'react';
import type { LookupParams } from '@/api/dependencies';
import type { Option } from '@/ui/filters/types';
import { FieldError } from '@/ui/form/FieldError';
import { useControlField } from '@/ui/form/LabelledField';
import { AsyncMultiSelect } from './AsyncMultiSelect';

/** The select's control is a .form-control: its border takes Bootstrap's invalid colour. */
const INVALID_STYLE = { '--bs-border-color': 'var(--bs-form-invalid-border-color)' } as CSSProperties;

export interface LookupSelectFieldProps {
  name: string;
  label: string;
  /** The dependency lookup feeding the options, e.g. 'departments'. */
  dependency: string;
  /** The lookup's own parameters, as the spec names them. */
  lookupParams?: LookupParams;
  id?: string;
  required?: boolean;
  /** Several values (an Option[] field) instead of one (an Option | null field). */
  multiple?: boolean;
  disabled?: boolean;
}

/**
 * A Formik field over the filters' AsyncMultiSelect: one option (a new choice replaces the old) or,
 * with `multiple`, several.
 */
export function LookupSelectField({
  name,
  label,
  dependency,
  lookupParams,
  id,
  required,
  multiple = false,
  disabled,
}: LookupSelectFieldProps) {
  const { field, helpers, ids, error } = useControlField<Option | Option[] | null>(name, id);

  const selected: Option[] = Array.isArray(field.value) ? field.value : field.value ? [field.value] : [];

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    void helpers.setTouched(true);
  };

  return (
    <div className="mb-3" style={error ? INVALID_STYLE : undefined} onBlur={onBlur}>
      <AsyncMultiSelect
        id={ids.id}
        label={label}
        dependency={dependency}
        lookupParams={lookupParams}
        value={selected}
        disabled={disabled}
        required={required}
        invalid={Boolean(error)}
        describedBy={error ? ids.errorId : undefined}
        onChange={(next) => {
          if (multiple) void helpers.setValue(next);
          else void helpers.setValue(next.length > 0 ? next[next.length - 1] : null);
        }}
      />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
