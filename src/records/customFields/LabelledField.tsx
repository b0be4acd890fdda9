import type { ReactNode } from 'react';
import { useField } from 'formik';
import { FieldError } from '@/ui/form/FieldError';
import { useFieldErrorMessage } from '@/ui/form/serverFieldErrors';
import { useFieldIds } from '@/ui/form/useFieldIds';

/** A Formik field with its control's ids and the message it shows (client or server). */
export function useControlField<Value>(name: string) {
  const [field, meta, helpers] = useField<Value>(name);
  const ids = useFieldIds(name);
  const error = useFieldErrorMessage(name, meta.touched, meta.error);
  return { field, helpers, ids, error };
}

/** A control under its label, with its error message below. */
export function LabelledField({
  ids,
  label,
  error,
  children,
}: {
  ids: { id: string; errorId: string };
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className="mb-3">
      <label htmlFor={ids.id} className="form-label">
        {label}
      </label>
      {children}
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
