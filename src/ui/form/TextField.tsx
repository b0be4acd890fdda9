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
}

/** A Formik text input with Bootstrap markup; its error shows once touched (or after a submit). */
export function TextField({
  name,
  label,
  id,
  required,
  type = 'text',
  disabled,
  autoComplete = 'off',
}: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const ids = useFieldIds(name, id);
  const error = useFieldErrorMessage(name, meta.touched, meta.error);
  return (
    <div className="mb-3">
      <label htmlFor={ids.id} className="form-label">
        {label}
      </label>
      <input
        {...field}
        value={field.value ?? ''}
        id={ids.id}
        type={type}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.errorId : undefined}
        disabled={disabled}
        autoComplete={autoComplete}
      />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
