import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterField, FilterValues } from '@/ui/filters/types';
import { FilterFieldControl } from './FilterFieldControl';

export interface FilterPanelProps {
  fields: FilterField[];
  applied: FilterValues;
  onApply(values: FilterValues): void;
  onReset(): void;
  title?: string;
  /** Called after the panel's own Apply (or Enter): the screen closes the panel. */
  onClose?(): void;
  /** Extra buttons beside Reset and Apply (saved filters), given the values being edited. */
  renderActions?(draft: FilterValues): ReactNode;
}

/** Filter boxes three per row; changes stay a draft until Apply (or Enter) sends them. */
export function FilterPanel({ fields, applied, onApply, onReset, title, onClose, renderActions }: FilterPanelProps) {
  const { t } = useTranslation();
  const idPrefix = `sd-filter${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [draft, setDraft] = useState<FilterValues>(applied);
  const [seenApplied, setSeenApplied] = useState(applied);

  // New applied values from the screen (a saved filter, a reset elsewhere) replace the draft.
  if (applied !== seenApplied) {
    setSeenApplied(applied);
    setDraft(applied);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
    // A dialog's form opened from the panel (save filter) submits through it too; it keeps the panel.
    if (event.target === event.currentTarget) onClose?.();
  };

  const reset = () => {
    setDraft({});
    onReset();
  };

  return (
    <form className="sd-filter-panel" aria-label={title ?? t('filter')} onSubmit={submit} noValidate>
      <div className="row row-cols-1 row-cols-md-3 g-3 sd-filter-grid">
        {fields.map((field) => (
          <div className="col" key={field.name}>
            <FilterFieldControl
              idPrefix={idPrefix}
              field={field}
              value={draft[field.name]}
              onChange={(value) => setDraft((current) => ({ ...current, [field.name]: value }))}
            />
          </div>
        ))}
      </div>
      <div className="d-flex flex-wrap gap-2 justify-content-end mt-3">
        {renderActions?.(draft)}
        <button type="button" className="btn btn-outline-secondary" onClick={reset}>
          {t('reset')}
        </button>
        <button type="submit" className="btn btn-primary">
          {t('apply')}
        </button>
      </div>
    </form>
  );
}

export default FilterPanel;
