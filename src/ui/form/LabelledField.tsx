import type { ReactNode } from 'react';
import { useField } from 'formik';
import { FieldError } from './FieldError';
import { useFieldErrorMessage } from './serverFieldErrors';
import { useFieldIds } from './useFieldIds';

/**
 * A Formik field with its control's ids and the message it shows (client once touched, or the
 * server's); `controlProps(className, required)` gives the control its id, its class (marked
 * invalid on an error) and its aria state.
 */
export function useControlField<Value>(name: string, id?: string) {
  const [field, meta, helpers] = useField<Value>(name);
  const ids = useFieldIds(name, id);
  const error = useFieldErrorMessage(name, meta.touched, meta.error);
  const controlProps = (className: string, required?: boolean) => ({
    id: ids.id,
    className: `${className}${error ? ' is-invalid' : ''}`,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? ids.errorId : undefined,
  });
  return { field, meta, helpers, ids, error, controlProps };
}

/** A control under its label, with its error message below (then `after`, when given). */
export function LabelledField({
  ids,
  label,
  error,
  after,
  children,
}: {
  ids: { id: string; errorId: string };
  label: ReactNode;
  error?: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mb-3">
      <label htmlFor={ids.id} className="form-label">
        {label}
      </label>
      {children}
      <FieldError id={ids.errorId} message={error} />
      {after}
    </div>
  );
}
