import { useTranslation } from 'react-i18next';
import type { AssetActions } from '@/api/assets';
import { RecordActionMenus } from '@/records/RecordActionMenus';
import { assetPaths } from '../paths';
import { ASSET_SERVICES, type AssetService } from '../tabs/assetServices';

interface AssetActionMenusProps {
  assetId: number;
  actions: AssetActions;
  onAttach(service: AssetService): void;
  onDelete(): void;
}

/** The Associate and More menus of the asset page; each entry only when its flag allows it. */
export function AssetActionMenus({ assetId, actions, onAttach, onDelete }: AssetActionMenusProps) {
  const { t } = useTranslation();
  return (
    <RecordActionMenus
      id="sd-asset"
      associate={ASSET_SERVICES.map((service) => ({
        key: service.type,
        label: t(service.attachLabel),
        shown: actions[service.attach],
        onSelect: () => onAttach(service),
      }))}
      edit={{ shown: actions.asset_edit, to: assetPaths.edit(assetId) }}
      remove={{ shown: actions.asset_delete, onSelect: onDelete }}
    />
  );
}
