import { useTranslation } from 'react-i18next';
import type { AssetActions } from '@/api/assets';
import { ActionMenu } from '@/ui/ActionMenu';
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
    <div className="d-flex flex-wrap gap-2" role="group" aria-label={t('actions')}>
      <ActionMenu
        id="sd-asset-associate-menu"
        label={t('associate')}
        items={ASSET_SERVICES.map((service) => ({
          key: service.type,
          label: t(service.attachLabel),
          shown: actions[service.attach],
          onSelect: () => onAttach(service),
        }))}
      />
      <ActionMenu
        id="sd-asset-more-menu"
        label={t('more')}
        items={[
          { key: 'edit', label: t('edit'), shown: actions.asset_edit, to: assetPaths.edit(assetId) },
          { key: 'delete', label: t('delete'), shown: actions.asset_delete, onSelect: onDelete },
        ]}
      />
    </div>
  );
}
