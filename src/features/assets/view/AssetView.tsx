import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { assetQueries, assetServiceMutations, assetServiceQueries, NO_ASSET_ACTIONS } from '@/api/assets';
import { usePluginContext } from '@/host/PluginContext';
import { RecordUnavailable } from '@/records/RecordUnavailable';
import { useDeletionToList } from '@/records/useDeletionToList';
import { AlertArea } from '@/ui/AlertArea';
import { errorMessage, useAlert } from '@/ui/alerts';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { assetPaths } from '../paths';
import type { AssetService } from '../tabs/assetServices';
import { AssetTabs, type AssetTabKey } from '../tabs/AssetTabs';
import { AssetActionMenus } from './AssetActionMenus';
import { AssetHeader } from './AssetHeader';
import { AttachAssetDialog } from './AttachAssetDialog';

/**
 * The asset page: its record card with the action menus, the page's alerts, the tabs the flags
 * allow, the attach dialog and the delete confirmation (then the asset list).
 */
export function AssetView({ assetId }: { assetId: number }) {
  const { t } = useTranslation();
  const { http } = usePluginContext();
  const asset = useQuery(assetQueries.detail(http, assetId));
  const actionFlags = useQuery(assetServiceQueries.actions(http, assetId));
  const deletion = useDeletionToList(assetServiceMutations.remove(http), assetPaths.list);
  const { alert, showSuccess, showError, clear } = useAlert();
  const [attaching, setAttaching] = useState<AssetService | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [tab, setTab] = useState<AssetTabKey>('activity_log');

  if (!asset.data) return <RecordUnavailable record={asset} area="asset-view" />;

  const actions = actionFlags.data ?? NO_ASSET_ACTIONS;

  const remove = () =>
    deletion.remove(assetId, {
      onError: (error) => {
        setConfirmingDelete(false);
        showError(error);
      },
    });

  return (
    <div className="p-3">
      <AlertArea area="asset-view" alert={alert} onDismiss={clear} />
      {actionFlags.isError && (
        <AlertArea area="asset-view" alert={{ kind: 'danger', text: errorMessage(actionFlags.error) }} />
      )}
      <AssetHeader
        asset={asset.data}
        actions={
          <AssetActionMenus
            assetId={asset.data.id}
            actions={actions}
            onAttach={(service) => {
              clear();
              setAttaching(service);
            }}
            onDelete={() => {
              clear();
              setConfirmingDelete(true);
            }}
          />
        }
      />
      <AssetTabs assetId={assetId} actions={actions} selected={tab} onSelect={setTab} />
      <AttachAssetDialog
        assetId={assetId}
        service={attaching}
        onClose={() => setAttaching(null)}
        onAttached={(message) => {
          // What was attached shows in its tab.
          if (attaching) setTab(attaching.tab);
          setAttaching(null);
          showSuccess(message);
        }}
        onFailed={(error) => {
          setAttaching(null);
          showError(error);
        }}
      />
      <ConfirmDialog
        show={confirmingDelete}
        busy={deletion.isPending}
        title={t('asset_delete_title')}
        message={t('asset_delete_confirm', { name: asset.data.name })}
        confirmLabel={t('delete')}
        onConfirm={remove}
        onCancel={() => setConfirmingDelete(false)}
      />
    </div>
  );
}
