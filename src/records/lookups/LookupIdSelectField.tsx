import type { ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useField } from 'formik';
import { useTranslation } from 'react-i18next';
import { dependencyQueries } from '@/api/dependencies';
import { useHttp } from '@/host/PluginContext';
import { errorMessage } from '@/ui/alerts';
import { FieldError } from '@/ui/form/FieldError';
import { useFieldErrorMessage } from '@/ui/form/serverFieldErrors';
import { useFieldIds } from '@/ui/form/useFieldIds';

export interface LookupIdSelectFieldProps {
  name: string;
  label: string;
  /** The dependency lookup feeding the options, e.g. 'change_priorities'. */
  dependency: string;
  /** Several ids (a string[] field) instead of one (a string field). */
  multiple?: boolean;
  required?: boolean;
}

/**
 * A Formik field holding the id (as a string) of an option of a lookup, or several ids, chosen in
 * a plain select. A stored id the lookup's first options do not include stays chosen, shown by its id.
 */
export function LookupIdSelectField({ name, label, dependency, multiple = false, required }: LookupIdSelectFieldProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const choices = useQuery(dependencyQueries.choices(http, dependency));
  const [field, meta, helpers] = useField<string | string[]>(name);
  const ids = useFieldIds(name);
  const error = useFieldErrorMessage(name, meta.touched, meta.error);
  const chosen = Array.isArray(field.value) ? field.value : field.value ? [field.value] : [];
  const listed = new Set((choices.data ?? []).map((option) => String(option.id)));
  const unlisted = choices.data ? chosen.filter((id) => !listed.has(id)) : [];

  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const selected = Array.from(event.target.selectedOptions, (option) => option.value).filter(Boolean);
    void helpers.setValue(multiple ? selected : (selected[0] ?? ''));
  };

  return (
    <div className="mb-3">
      <label htmlFor={ids.id} className="form-label">
        {label}
      </label>
      <select
        id={ids.id}
        name={name}
        multiple={multiple}
        className={`form-select${error ? ' is-invalid' : ''}`}
        value={multiple ? chosen : (chosen[0] ?? '')}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? ids.errorId : undefined}
        aria-busy={choices.isLoading}
        onChange={change}
        onBlur={field.onBlur}
      >
        {!multiple && <option value="">{choices.isLoading ? t('loading') : t('select_placeholder')}</option>}
        {(choices.data ?? []).map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
        {unlisted.map((id) => (
          <option key={`unlisted-${id}`} value={id}>
            {t('lookup_unlisted_value', { id })}
          </option>
        ))}
      </select>
      <FieldError id={ids.errorId} message={error} />
      {choices.isError && (
        <div className="text-danger small mt-1" role="alert">
          {errorMessage(choices.error)}
        </div>
      )}
    </div>
  );
}
