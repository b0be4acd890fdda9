import { useField } from 'formik';
import { FieldError } from './FieldError';
import { useFieldIds } from './useFieldIds';
import { useFieldErrorMessage } from './serverFieldErrors';

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
  const [field, meta] = useField<string>(name);
  const ids = useFieldIds(name, id);
  const error = useFieldErrorMessage(name, meta.touched, meta.error);
  const control = {
    ...field,
    value: field.value ?? '',
    id: ids.id,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? ids.errorId : undefined,
    disabled,
  };
  return (
    <div className="mb-3">
      <label htmlFor={ids.id} className="form-label">
        {label}
      </label>
      {rows ? <textarea {...control} rows={rows} /> : <input {...control} type={type} autoComplete={autoComplete} />}
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
