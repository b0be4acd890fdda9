import { useTranslation } from 'react-i18next';
import { DATE_TIME_FORMATS } from './limits';

interface DateFormatSelectProps {
  value: string;
  onChange(value: string): void;
  error?: string;
}

/** The required date-time format of the file's dates, among the six the server reads. */
export function DateFormatSelect({ value, onChange, error }: DateFormatSelectProps) {
  const { t } = useTranslation();
  return (
    <div className="mb-3">
      <label htmlFor="sd-import-date-format" className="form-label">
        {t('import_date_time_format')} <span aria-hidden="true">*</span>
      </label>
      <select
        id="sd-import-date-format"
        className={`form-select${error ? ' is-invalid' : ''}`}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'sd-import-date-format-error' : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('select_placeholder')}</option>
        {DATE_TIME_FORMATS.map((format) => (
          <option key={format} value={format}>
            {format}
          </option>
        ))}
      </select>
      {error && (
        <div id="sd-import-date-format-error" className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}
