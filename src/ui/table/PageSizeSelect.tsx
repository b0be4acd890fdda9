import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../constants';

interface PageSizeSelectProps {
  value: number;
  onChange(size: number): void;
  id?: string;
}

/** 'Rows per page' with the specification's sizes 10, 25, 50 and 100. */
export function PageSizeSelect({ value, onChange, id }: PageSizeSelectProps) {
  const { t } = useTranslation();
  return (
    <label className="d-flex align-items-center gap-2 mb-0" htmlFor={id}>
      <span>{t('rows_per_page')}</span>
      <select
        id={id}
        className="form-select form-select-sm w-auto"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
    </label>
  );
}
