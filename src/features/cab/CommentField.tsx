import { useField } from 'formik';
import { FieldError } from '@/ui/form';
import { useFieldErrorMessage } from '@/ui/form/serverFieldErrors';
import { useFieldIds } from '@/ui/form/useFieldIds';

interface CommentFieldProps {
  name: string;
  label: string;
  required?: boolean;
  disabled?: boolean;
  rows?: number;
}

/** A labelled Formik textarea; its error shows once touched (or after a submit). */
export function CommentField({ name, label, required, disabled, rows = 3 }: CommentFieldProps) {
  const [field, meta] = useField<string>(name);
  const ids = useFieldIds(name);
  const error = useFieldErrorMessage(name, meta.touched, meta.error);
  return (
    <div className="mb-3">
      <label htmlFor={ids.id} className="form-label">
        {label}
      </label>
      <textarea
        {...field}
        value={field.value ?? ''}
        id={ids.id}
        rows={rows}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.errorId : undefined}
        disabled={disabled}
      />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
