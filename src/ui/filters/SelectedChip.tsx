import { useTranslation } from 'react-i18next';
import type { Option } from './types';
import { TruncatedLabel } from './TruncatedLabel';
import '../styles/filter-controls.scss';

interface SelectedChipProps {
  option: Option;
  labelMaxLength: number;
  disabled?: boolean;
  onRemove(option: Option): void;
}

export function SelectedChip({ option, labelMaxLength, disabled, onRemove }: SelectedChipProps) {
  const { t } = useTranslation();
  return (
    <li className="sd-chip">
      <TruncatedLabel text={option.name} maxLength={labelMaxLength} />
      <button
        type="button"
        className="sd-chip-remove"
        aria-label={t('remove_option', { name: option.name })}
        disabled={disabled}
        onClick={() => onRemove(option)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}
