import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { assetQueries } from '@/api/assets';
import { isApiError } from '@/api/errors';
import { assetOwner } from '@/api/owners';
import { useHttp } from '@/host/PluginContext';
import { RecordActivityLog } from '@/records/activity-log/RecordActivityLog';
import { errorMessage } from '@/ui/alerts';
import { Loader } from '@/ui/Loader';
import { LoadFailure } from '@/ui/LoadFailure';
import { NotFound } from '@/ui/NotFound';
import { Tabs } from '@/ui/Tabs';
import { RelationshipsPanel } from '../relationships/RelationshipsPanel';
import { AssetHeader } from './AssetHeader';

type AssetTabKey = 'activity_log' | 'relationships';

/** The asset page: its record card, then the activity log and relationships tabs. */
export function AssetView({ assetId }: { assetId: number }) {
  const { t } = useTranslation();
  const http = useHttp();
  const asset = useQuery(assetQueries.detail(http, assetId));
  const [tab, setTab] = useState<AssetTabKey>('activity_log');

  if (asset.isPending) return <Loader />;
  if (asset.isError && !asset.data) {
    if (isApiError(asset.error) && asset.error.status === 404) return <NotFound message={errorMessage(asset.error)} />;
    return (
      <LoadFailure
        area="asset-view"
        error={asset.error}
        onRetry={() => void asset.refetch()}
        retrying={asset.isFetching}
      />
    );
  }

  return (
    <div className="p-3">
      <AssetHeader asset={asset.data} />
      <Tabs
        label={t('asset_tabs')}
        tabs={[
          { key: 'activity_log', title: t('activity_log') },
          { key: 'relationships', title: t('asset_relationships') },
        ]}
        activeKey={tab}
        onSelect={(key) => setTab(key as AssetTabKey)}
      >
        {tab === 'activity_log' ? (
          <RecordActivityLog owner={assetOwner(assetId)} />
        ) : (
          <RelationshipsPanel assetId={assetId} />
        )}
      </Tabs>
    </div>
  );
}
