import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { assetRelationshipQueries, type GraphNode } from '@/api/asset-relationships';
import { usePluginContext } from '@/host/PluginContext';
import { AlertArea } from '@/ui/AlertArea';
import { errorMessage } from '@/ui/alerts';
import { DIALOG_WIDTH } from '@/ui/constants';
import { Dialog } from '@/ui/Dialog';
import { Loader } from '@/ui/Loader';
import { assetPaths } from '../paths';
import { drawGraph } from './drawGraph';

const MAP_HEIGHT = 420;

export interface RelationshipMapProps {
  assetId: number;
  /** 'add relationship' on a node: the add dialog for that asset. */
  onAddFor(assetId: number): void;
  /** What shows when the asset has no relationship. */
  empty: ReactNode;
}

/** The map view: the network around the asset; a node opens 'add relationship' and 'view asset'. */
export default function RelationshipMap({ assetId, onAddFor, empty }: RelationshipMapProps) {
  const { t } = useTranslation();
  const { http, navigate } = usePluginContext();
  const graph = useQuery(assetRelationshipQueries.graph(http, assetId));
  const container = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<GraphNode | null>(null);
  const hasEdges = (graph.data?.edges.length ?? 0) > 0;

  useEffect(() => {
    if (!graph.data || !hasEdges || !container.current) return undefined;
    return drawGraph(container.current, graph.data, assetId, setSelected);
  }, [graph.data, hasEdges, assetId]);

  if (graph.isPending) return <Loader />;
  if (graph.isError) {
    return <AlertArea area="asset-relationship-map" alert={{ kind: 'danger', text: errorMessage(graph.error) }} />;
  }
  if (!hasEdges) return empty;

  const chosen = selected;
  return (
    <>
      <div
        ref={container}
        className="sd-relationship-map border rounded"
        role="img"
        aria-label={t('asset_relationship_map_label', {
          assets: graph.data.nodes.length,
          relationships: graph.data.edges.length,
        })}
        style={{ height: MAP_HEIGHT }}
      />
      <Dialog
        show={chosen !== null}
        width={DIALOG_WIDTH.confirm}
        title={chosen?.name ?? ''}
        onClose={() => setSelected(null)}
        footer={
          chosen && (
            <>
              <button
                type="button"
                className="btn btn-outline-primary"
                onClick={() => {
                  setSelected(null);
                  onAddFor(chosen.id);
                }}
              >
                {t('asset_relationship_add')}
              </button>
              <button type="button" className="btn btn-primary" onClick={() => navigate(assetPaths.show(chosen.id))}>
                {t('asset_view')}
              </button>
            </>
          )
        }
      >
        <p className="mb-0">{chosen?.asset_type}</p>
      </Dialog>
    </>
  );
}
