import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedChangeFilter } from '@/api/change-filters';
import { FilterIcon } from './filterIcons';

interface SavedFilterSelectProps {
  filters: SavedChangeFilter[];
  currentId: number | undefined;
  onChoose(id: number | undefined): void;
}

/** Picks one of the agent's saved filters (or none). */
export function SavedFilterSelect({ filters, currentId, onChoose }: SavedFilterSelectProps) {
  const { t } = useTranslation();
  const id = `sd-saved-filter${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const current = filters.find((filter) => filter.id === currentId);
  return (
    <div className="d-flex align-items-center gap-2">
      <FilterIcon iconClass={current?.icon_class} />
      <label htmlFor={id} className="form-label mb-0 text-nowrap">
        {t('saved_filters')}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={currentId ?? ''}
        onChange={(event) => onChoose(event.target.value === '' ? undefined : Number(event.target.value))}
      >
        <option value="">{t('no_saved_filter')}</option>
        {filters.map((filter) => (
          <option key={filter.id} value={filter.id}>
            {filter.name}
          </option>
        ))}
      </select>
    </div>
  );
}
