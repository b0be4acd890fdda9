import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/ui/form/FieldError';
import { useFieldErrorMessage } from '@/ui/form/serverFieldErrors';
import { useFieldIds } from '@/ui/form/useFieldIds';

export interface OptionSelectFieldProps {
  name: string;
  label: string;
  options: readonly string[];
  required?: boolean;
}

/** One of a field's own options ('' for none). */
export function OptionSelectField({ name, label, options, required }: OptionSelectFieldProps) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>(name);
  const ids = useFieldIds(name);
  const error = useFieldErrorMessage(name, meta.touched, meta.error);
  return (
    <div className="mb-3">
      <label htmlFor={ids.id} className="form-label">
        {label}
      </label>
      <select
        {...field}
        value={field.value ?? ''}
        id={ids.id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.errorId : undefined}
      >
        <option value="">{t('select_placeholder')}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
