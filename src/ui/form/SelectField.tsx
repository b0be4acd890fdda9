import type { ChangeEvent } from 'react';
import { LabelledField, useControlField } from './LabelledField';

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
  const { field, helpers, ids, error, controlProps } = useControlField<string>(name);
  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    void helpers.setValue(event.target.value);
    onChange?.(event.target.value);
  };
  return (
    <LabelledField ids={ids} label={label} error={error}>
      <select
        {...controlProps('form-select', required)}
        name={name}
        value={field.value ?? ''}
        disabled={disabled}
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
    </LabelledField>
  );
}
