import { useTranslation } from 'react-i18next';
import { barcodeSheetPath } from '@/api/assets';
import { usePluginContext } from '@/host/PluginContext';

interface GenerateLabelButtonProps {
  selected: ReadonlySet<number>;
  /** Called instead of opening the labels when nothing is selected. */
  onNothingSelected(): void;
}

/** Opens the label sheet of the selected assets in a new window. */
export function GenerateLabelButton({ selected, onNothingSelected }: GenerateLabelButtonProps) {
  const { t } = useTranslation();
  const { host } = usePluginContext();
  const generate = () => {
    if (selected.size === 0) onNothingSelected();
    else window.open(`${host.apiBaseUrl}${barcodeSheetPath([...selected])}`, '_blank', 'noopener');
  };
  return (
    <button type="button" className="btn btn-sm btn-outline-secondary" onClick={generate}>
      {t('asset_generate_label')}
    </button>
  );
}
