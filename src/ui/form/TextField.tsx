import { LabelledField, useControlField } from './LabelledField';

export interface TextFieldProps {
  name: string;
  label: string;
  id?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'number';
  disabled?: boolean;
  autoComplete?: string;
  /** Renders a textarea of this many rows instead of an input. */
  rows?: number;
}

/** A Formik text input (or textarea, given `rows`) with Bootstrap markup; its error shows once touched (or after a submit). */
export function TextField({
  name,
  label,
  id,
  required,
  type = 'text',
  disabled,
  autoComplete = 'off',
  rows,
}: TextFieldProps) {
  const { field, ids, error, controlProps } = useControlField<string>(name, id);
  const control = { ...field, value: field.value ?? '', ...controlProps('form-control', required), disabled };
  return (
    <LabelledField ids={ids} label={label} error={error}>
      {rows ? <textarea {...control} rows={rows} /> : <input {...control} type={type} autoComplete={autoComplete} />}
    </LabelledField>
  );
}
