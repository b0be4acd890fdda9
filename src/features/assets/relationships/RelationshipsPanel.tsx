import { lazy, Suspense, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { assetRelationshipMutations, assetRelationshipQueries } from '@/api/asset-relationships';
import { useHttp } from '@/host/PluginContext';
import { AlertArea } from '@/ui/AlertArea';
import { errorMessage, useAlert } from '@/ui/alerts';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { Loader } from '@/ui/Loader';
import { AddRelationshipDialog } from './AddRelationshipDialog';
import type { DirectRelation } from './NodeDialog';
import { RelationshipTable } from './RelationshipTable';
import { dependencyName } from './relationName';

/** cytoscape comes with the map, in its own chunk, when the map is first shown. */
const RelationshipMap = lazy(() => import(/* webpackChunkName: "relationship-map" */ './RelationshipMap'));

type PanelView = 'list' | 'map';
const VIEWS: PanelView[] = ['list', 'map'];

/**
 * The asset's relationships, as a list grouped by relation (delete after a confirmation) or as a
 * map; 'no relationships available' with an 'add new' link; the add dialog, for the asset or for
 * an asset of the map.
 */
export function RelationshipsPanel({ assetId }: { assetId: number }) {
  const { t } = useTranslation();
  const http = useHttp();
  const groups = useQuery(assetRelationshipQueries.groups(http, assetId));
  const removal = useMutation(assetRelationshipMutations.remove(http));
  const { alert, showSuccess, showError, clear } = useAlert();
  const [view, setView] = useState<PanelView>('list');
  /** The asset the add dialog relates others to; null while it is closed. */
  const [addingFor, setAddingFor] = useState<number | null>(null);
  const [pending, setPending] = useState<DirectRelation | null>(null);

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
  const relationsWith = (otherId: number): DirectRelation[] =>
    related.flatMap((group) =>
      group.child_assets.filter((child) => child.id === otherId).map((child) => ({ group, child })),
    );
  const openAdd = (forAsset = assetId) => {
    clear();
    setAddingFor(forAsset);
  };
  const empty = (
    <p className="mb-0">
      {t('asset_relationship_none')}{' '}
      <button type="button" className="btn btn-link p-0 align-baseline" onClick={() => openAdd()}>
        {t('asset_relationship_add_new')}
      </button>
    </p>
  );

  return (
    <section className="card" aria-labelledby="sd-asset-relationships-title">
      <div className="card-header d-flex align-items-center justify-content-between">
        <h2 id="sd-asset-relationships-title" className="h6 mb-0">
          {t('asset_relationships')}
        </h2>
        <div className="d-flex gap-2">
          <div className="btn-group btn-group-sm" role="group" aria-label={t('asset_relationship_view')}>
            {VIEWS.map((option) => (
              <button
                key={option}
                type="button"
                className={`btn btn-outline-secondary${view === option ? ' active' : ''}`}
                aria-pressed={view === option}
                onClick={() => setView(option)}
              >
                {t(`asset_relationship_view_${option}`)}
              </button>
            ))}
          </div>
          <button type="button" className="btn btn-sm btn-primary" onClick={() => openAdd()}>
            {t('asset_relationship_add')}
          </button>
        </div>
      </div>
      <div className="card-body">
        <AlertArea area="asset-relationships" alert={alert} onDismiss={clear} />
        {view === 'map' ? (
          <Suspense fallback={<Loader />}>
            <RelationshipMap
              assetId={assetId}
              onAddFor={openAdd}
              empty={empty}
              relationsWith={relationsWith}
              onDelete={setPending}
            />
          </Suspense>
        ) : groups.isPending ? (
          <Loader />
        ) : groups.isError ? (
          <AlertArea area="asset-relationships-load" alert={{ kind: 'danger', text: errorMessage(groups.error) }} />
        ) : related.length === 0 ? (
          empty
        ) : (
          <RelationshipTable groups={related} onDelete={(group, child) => setPending({ group, child })} />
        )}
      </div>
      <AddRelationshipDialog
        assetId={addingFor ?? assetId}
        show={addingFor !== null}
        onClose={() => setAddingFor(null)}
        onAdded={(message) => {
          setAddingFor(null);
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
