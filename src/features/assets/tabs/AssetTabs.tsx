import { useTranslation } from 'react-i18next';
import type { AssetActions } from '@/api/assets';
import { assetOwner } from '@/api/owners';
import { RecordActivityLog } from '@/records/activity-log/RecordActivityLog';
import { SwitchTabs } from '@/ui/SwitchTabs';
import { RelationshipsPanel } from '../relationships/RelationshipsPanel';
import { ASSET_SERVICES, type AssetService } from './assetServices';
import { AssetServiceTab } from './AssetServiceTab';

export type AssetTabKey = 'activity_log' | 'relationships' | AssetService['tab'];

interface AssetTabsProps {
  assetId: number;
  actions: AssetActions;
  /** The tab shown, chosen by the page (after an attach) or by the user. */
  selected: AssetTabKey;
  onSelect(tab: AssetTabKey): void;
}

/** The asset's tabs: the activity log and relationships always, each associated-records tab when its flag allows. */
export function AssetTabs({ assetId, actions, selected, onSelect }: AssetTabsProps) {
  const { t } = useTranslation();
  const services = ASSET_SERVICES.filter((service) => actions[service.viewable]);
  return (
    <SwitchTabs
      label={t('asset_tabs')}
      activeKey={selected}
      onSelect={(key) => onSelect(key as AssetTabKey)}
      tabs={[
        {
          key: 'activity_log',
          title: t('activity_log'),
          content: () => <RecordActivityLog owner={assetOwner(assetId)} />,
        },
        {
          key: 'relationships',
          title: t('asset_relationships'),
          content: () => <RelationshipsPanel assetId={assetId} />,
        },
        ...services.map((service) => ({
          key: service.tab,
          title: t(service.tab),
          content: () => (
            <AssetServiceTab
              key={service.type}
              assetId={assetId}
              service={service}
              canDetach={actions[service.detach]}
            />
          ),
        })),
      ]}
    />
  );
}
