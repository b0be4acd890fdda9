import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetActions } from '@/api/assets';
import { assetOwner } from '@/api/owners';
import { RecordActivityLog } from '@/records/activity-log/RecordActivityLog';
import { Tabs } from '@/ui/Tabs';
import { RelationshipsPanel } from '../relationships/RelationshipsPanel';
import { ASSET_SERVICES } from './assetServices';
import { AssetServiceTab } from './AssetServiceTab';

type AssetTabKey = 'activity_log' | 'relationships' | (typeof ASSET_SERVICES)[number]['tab'];

/** The asset's tabs: the activity log and relationships always, each associated-records tab when its flag allows. */
export function AssetTabs({ assetId, actions }: { assetId: number; actions: AssetActions }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<AssetTabKey>('activity_log');
  const services = ASSET_SERVICES.filter((service) => actions[service.viewable]);
  // A tab whose flag went away falls back to the activity log.
  const shownService = services.find((service) => service.tab === selected);
  const active = selected === 'relationships' || shownService ? selected : 'activity_log';

  return (
    <Tabs
      label={t('asset_tabs')}
      tabs={[
        { key: 'activity_log', title: t('activity_log') },
        { key: 'relationships', title: t('asset_relationships') },
        ...services.map((service) => ({ key: service.tab, title: t(service.tab) })),
      ]}
      activeKey={active}
      onSelect={(key) => setSelected(key as AssetTabKey)}
    >
      {active === 'activity_log' ? (
        <RecordActivityLog owner={assetOwner(assetId)} />
      ) : active === 'relationships' ? (
        <RelationshipsPanel assetId={assetId} />
      ) : (
        shownService && (
          <AssetServiceTab
            key={shownService.type}
            assetId={assetId}
            service={shownService}
            canDetach={actions[shownService.detach]}
          />
        )
      )}
    </Tabs>
  );
}
