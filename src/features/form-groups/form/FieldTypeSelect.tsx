import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { FORM_GROUP_FIELD_TYPES } from '@/api/form-groups';
import { FieldError } from '@/ui/form/FieldError';
import { useFieldErrorMessage } from '@/ui/form/serverFieldErrors';
import { useFieldIds } from '@/ui/form/useFieldIds';

/** The kind of a field: text, textarea, number, email, date, select, radio or checkbox. */
export function FieldTypeSelect({ name }: { name: string }) {
  const { t } = useTranslation();
  const [field, meta] = useField<string>(name);
  const ids = useFieldIds(name);
  const error = useFieldErrorMessage(name, meta.touched, meta.error);
  return (
    <div className="mb-3">
      <label htmlFor={ids.id} className="form-label">
        {t('form_group_field_type')}
      </label>
      <select
        {...field}
        id={ids.id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.errorId : undefined}
      >
        {FORM_GROUP_FIELD_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`form_group_type_${type}`)}
          </option>
        ))}
      </select>
      <FieldError id={ids.errorId} message={error} />
    </div>
  );
}
