import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dependencyQueries } from '@/api/dependencies';
import type { ParamValue } from '@/api/params';
import { useHttp } from '@/host/PluginContext';

interface LookupChoiceSelectProps {
  id: string;
  label: string;
  dependency: string;
  /** Extra lookup parameters, e.g. { meta: true } for the statuses of a bulk change. */
  params?: Record<string, ParamValue>;
  value: number | null;
  onChange(value: number | null): void;
  disabled?: boolean;
  /** Marks the label with a star; the form says what is missing through `error`. */
  required?: boolean;
  error?: string;
}

/** A single choice among the options of a short lookup (statuses, priorities), as a plain select. */
export function LookupChoiceSelect({
  id,
  label,
  dependency,
  params = {},
  value,
  onChange,
  disabled,
  required = false,
  error,
}: LookupChoiceSelectProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const choices = useQuery(dependencyQueries.choices(http, dependency, params));
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        value={value === null ? '' : String(value)}
        required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        disabled={disabled || choices.isLoading}
        aria-busy={choices.isLoading}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{choices.isLoading ? t('loading') : t('select_placeholder')}</option>
        {(choices.data ?? []).map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
      {choices.isError && (
        <div className="text-danger small mt-1" role="alert">
          {choices.error.message}
        </div>
      )}
    </div>
  );
}
