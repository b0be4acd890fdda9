import { useTranslation } from 'react-i18next';
import type { AssetActions } from '@/api/assets';
import { assetOwner } from '@/api/owners';
import { RecordActivityLog } from '@/records/activity-log/RecordActivityLog';
import { SwitchTabs } from '@/ui/SwitchTabs';
import { RelationshipsPanel } from '../relationships/RelationshipsPanel';
import { ASSET_SERVICES } from './assetServices';
import { AssetServiceTab } from './AssetServiceTab';

/** The asset's tabs: the activity log and relationships always, each associated-records tab when its flag allows. */
export function AssetTabs({ assetId, actions }: { assetId: number; actions: AssetActions }) {
  const { t } = useTranslation();
  const services = ASSET_SERVICES.filter((service) => actions[service.viewable]);
  return (
    <SwitchTabs
      label={t('asset_tabs')}
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
