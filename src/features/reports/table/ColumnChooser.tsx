import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetColumn } from '@/api/reports';

/** Columns the chooser does not offer. */
const HIDDEN = new Set(['id', 'description']);

interface ColumnChooserProps {
  columns: AssetColumn[];
  chosen: readonly string[];
  onChange(keys: string[]): void;
}

/** Ticks which asset columns the report shows (not the id or the description). */
export function ColumnChooser({ columns, chosen, onChange }: ColumnChooserProps) {
  const { t } = useTranslation();
  const prefix = useId();
  const offered = columns.filter((column) => !HIDDEN.has(column.key));
  const toggle = (key: string, on: boolean) =>
    onChange(offered.map((column) => column.key).filter((other) => (other === key ? on : chosen.includes(other))));
  return (
    <details className="mb-3">
      <summary className="btn btn-sm btn-outline-secondary">{t('report_columns')}</summary>
      <fieldset className="d-flex flex-wrap gap-3 mt-2">
        <legend className="sd-visually-hidden">{t('report_columns_label')}</legend>
        {offered.map((column) => (
          <div className="form-check" key={column.key}>
            <input
              id={`${prefix}-${column.key}`}
              type="checkbox"
              className="form-check-input"
              checked={chosen.includes(column.key)}
              onChange={(event) => toggle(column.key, event.target.checked)}
            />
            <label htmlFor={`${prefix}-${column.key}`} className="form-check-label">
              {t(`report_column_${column.key}`, { defaultValue: column.value })}
            </label>
          </div>
        ))}
      </fieldset>
    </details>
  );
}
