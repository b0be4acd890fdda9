import { useField } from 'formik';
import { FieldError } from '@/ui/form/FieldError';
import { useFieldErrorMessage } from '@/ui/form/serverFieldErrors';
import { useFieldIds } from '@/ui/form/useFieldIds';

/** A date-and-time input ('YYYY-MM-DDTHH:mm'), its error below it. */
export function DateTimeField({ name, label }: { name: string; label: string }) {
  const [field, meta] = useField<string>(name);
  const ids = useFieldIds(name);
  const error = useFieldErrorMessage(name, meta.touched, meta.error);
  return (
    <div className="mb-3">
      <label htmlFor={ids.id} className="form-label">
        {label}
      </label>
      <input
        id={ids.id}
        type="datetime-local"
        step={1800}
        className={`form-control${error ? ' is-invalid' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.errorId : undefined}
        {...field}
      />
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
