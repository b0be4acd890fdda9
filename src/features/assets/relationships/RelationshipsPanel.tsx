import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  assetRelationshipMutations,
  assetRelationshipQueries,
  type RelatedAsset,
  type RelationGroup,
} from '@/api/asset-relationships';
import { useHttp } from '@/host/PluginContext';
import { AlertArea } from '@/ui/AlertArea';
import { errorMessage, useAlert } from '@/ui/alerts';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { Loader } from '@/ui/Loader';
import { AddRelationshipDialog } from './AddRelationshipDialog';
import { RelationshipTable } from './RelationshipTable';
import { dependencyName } from './relationName';

interface PendingDelete {
  group: RelationGroup;
  child: RelatedAsset;
}

/**
 * The asset's relationships: the list grouped by relation, 'no relationships available' with an
 * 'add new' link, the add dialog, and delete after a confirmation.
 */
export function RelationshipsPanel({ assetId }: { assetId: number }) {
  const { t } = useTranslation();
  const http = useHttp();
  const groups = useQuery(assetRelationshipQueries.groups(http, assetId));
  const removal = useMutation(assetRelationshipMutations.remove(http));
  const { alert, showSuccess, showError, clear } = useAlert();
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<PendingDelete | null>(null);

  const confirmDelete = () => {
    if (pending === null || removal.isPending) return;
    const { group, child } = pending;
    removal.mutate(
      { parent_asset_id: assetId, child_asset_ids: [child.id], cmdb_id: group.id, relation: child.pivot.relation },
      {
        onSuccess: showSuccess,
        onError: showError,
        onSettled: () => setPending(null),
      },
    );
  };

  const related = (groups.data ?? []).filter((group) => group.child_assets.length > 0);
  const openAdd = () => {
    clear();
    setAdding(true);
  };

  return (
    <section className="card" aria-labelledby="sd-asset-relationships-title">
      <div className="card-header d-flex align-items-center justify-content-between">
        <h2 id="sd-asset-relationships-title" className="h6 mb-0">
          {t('asset_relationships')}
        </h2>
        <button type="button" className="btn btn-sm btn-primary" onClick={openAdd}>
          {t('asset_relationship_add')}
        </button>
      </div>
      <div className="card-body">
        <AlertArea area="asset-relationships" alert={alert} onDismiss={clear} />
        {groups.isPending ? (
          <Loader />
        ) : groups.isError ? (
          <AlertArea area="asset-relationships-load" alert={{ kind: 'danger', text: errorMessage(groups.error) }} />
        ) : related.length === 0 ? (
          <p className="mb-0">
            {t('asset_relationship_none')}{' '}
            <button type="button" className="btn btn-link p-0 align-baseline" onClick={openAdd}>
              {t('asset_relationship_add_new')}
            </button>
          </p>
        ) : (
          <RelationshipTable groups={related} onDelete={(group, child) => setPending({ group, child })} />
        )}
      </div>
      <AddRelationshipDialog
        assetId={assetId}
        show={adding}
        onClose={() => setAdding(false)}
        onAdded={(message) => {
          setAdding(false);
          showSuccess(message);
        }}
      />
      <ConfirmDialog
        show={pending !== null}
        busy={removal.isPending}
        title={t('asset_relationship_delete_title')}
        message={
          pending
            ? t('asset_relationship_delete_confirm', {
                relation: dependencyName(pending.group, pending.child),
                name: pending.child.name,
              })
            : undefined
        }
        confirmLabel={t('delete')}
        onCancel={() => setPending(null)}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
