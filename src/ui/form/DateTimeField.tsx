import { LabelledField, useControlField } from './LabelledField';

export interface DateTimeFieldProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** The picker's step in seconds, e.g. 1800 for half hours. */
  step?: number;
}

/** A date and time, held as the input's 'YYYY-MM-DDTHH:mm', its error below it. */
export function DateTimeField({ name, label, required, disabled, step }: DateTimeFieldProps) {
  const { field, ids, error, controlProps } = useControlField<string>(name);
  return (
    <LabelledField ids={ids} label={label} error={error}>
      <input
        {...field}
        {...controlProps('form-control', required)}
        type="datetime-local"
        step={step}
        disabled={disabled}
      />
    </LabelledField>
  );
}
