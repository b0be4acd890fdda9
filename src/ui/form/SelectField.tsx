import type { ChangeEvent } from 'react';
import { useField } from 'formik';
import { FieldError } from './FieldError';
import { useFieldErrorMessage } from './serverFieldErrors';
import { useFieldIds } from './useFieldIds';

export interface SelectChoice {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  name: string;
  label: string;
  choices: readonly SelectChoice[];
  /** The first, empty choice's text, e.g. "Select". */
  placeholder: string;
  required?: boolean;
  disabled?: boolean;
  /** Called after the field takes a new value (e.g. to clear the fields that depended on the old one). */
  onChange?(value: string): void;
}

/** A Formik field holding one of a few values, shown as a plain labelled select. */
export function SelectField({ name, label, choices, placeholder, required, disabled, onChange }: SelectFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const ids = useFieldIds(name);
  const error = useFieldErrorMessage(name, meta.touched, meta.error);
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    void helpers.setValue(event.target.value);
    onChange?.(event.target.value);
  };
  return (
    <div className="mb-3">
      <label htmlFor={ids.id} className="form-label">
        {label}
      </label>
      <select
        id={ids.id}
        name={name}
        className={`form-select${error ? ' is-invalid' : ''}`}
        value={field.value ?? ''}
        disabled={disabled}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.errorId : undefined}
        onChange={change}
        onBlur={field.onBlur}
      >
        <option value="">{placeholder}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
