import type { ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dependencyQueries } from '@/api/dependencies';
import { useHttp } from '@/host/PluginContext';
import { errorMessage } from '@/ui/alerts';
import { LabelledField, useControlField } from '@/ui/form/LabelledField';

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
  const { field, helpers, ids, error, controlProps } = useControlField<string | string[]>(name);
  const chosen = Array.isArray(field.value) ? field.value : field.value ? [field.value] : [];
  const listed = new Set((choices.data ?? []).map((option) => String(option.id)));
  const unlisted = choices.data ? chosen.filter((id) => !listed.has(id)) : [];

  const change = (event: ChangeEvent<HTMLSelectElement>) => {
    const selected = Array.from(event.target.selectedOptions, (option) => option.value).filter(Boolean);
    void helpers.setValue(multiple ? selected : (selected[0] ?? ''));
  };

  return (
    <LabelledField
      ids={ids}
      label={label}
      error={error}
      after={
        choices.isError && (
          <div className="text-danger small mt-1" role="alert">
            {errorMessage(choices.error)}
          </div>
        )
      }
    >
      <select
        {...controlProps('form-select', required)}
        name={name}
        multiple={multiple}
        value={multiple ? chosen : (chosen[0] ?? '')}
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
    </LabelledField>
  );
}
