import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { assetRelationshipQueries, impactQueries, type GraphNode } from '@/api/asset-relationships';
import { useHttp } from '@/host/PluginContext';
import { AlertArea } from '@/ui/AlertArea';
import { errorMessage } from '@/ui/alerts';
import { Loader } from '@/ui/Loader';
import { ImpactAnswer } from './ImpactAnswer';
import { MapBuildProgress } from './MapBuildProgress';
import { MapNodeList } from './MapNodeList';
import { NodeDialog, type DirectRelation } from './NodeDialog';
import { useMapDrawing } from './useMapDrawing';

const MAP_HEIGHT = 420;

export interface RelationshipMapProps {
  assetId: number;
  /** 'add relationship' on a node: the add dialog for that asset. */
  onAddFor(assetId: number): void;
  /** What shows when the asset has no relationship. */
  empty: ReactNode;
  /** The asset's relationships with another asset of the map, and deleting one. */
  relationsWith(assetId: number): DirectRelation[];
  onDelete(relation: DirectRelation): void;
}

/**
 * The map view: the network around the asset, its assets also as a keyboard list; an asset opens
 * 'add relationship' and 'view asset'. "Show impact" marks what depends on the asset, with the
 * open tickets, problems and changes of each, and lists them under the map.
 */
export default function RelationshipMap({ assetId, onAddFor, empty, relationsWith, onDelete }: RelationshipMapProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const graph = useQuery(assetRelationshipQueries.graph(http, assetId));
  const [showImpact, setShowImpact] = useState(false);
  const impact = useQuery({ ...impactQueries.of(http, { asset: assetId }), enabled: showImpact });
  const container = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<GraphNode | null>(null);
  const hasEdges = (graph.data?.edges.length ?? 0) > 0;
  const badges = useMemo(() => {
    if (!showImpact || !impact.data) return null;
    return new Map(
      impact.data.nodes.map((node) => [
        node.id,
        t('asset_impact_badge', {
          tickets: node.open_tickets,
          problems: node.open_problems,
          changes: node.open_changes,
        }),
      ]),
    );
  }, [showImpact, impact.data, t]);

  const { build, select } = useMapDrawing(container, graph.data, assetId, badges, setSelected);
  const selectOnMap = useCallback((node: GraphNode) => select(node.id), [select]);

  if (graph.isPending) return <Loader />;
  if (graph.isError) {
    return <AlertArea area="asset-relationship-map" alert={{ kind: 'danger', text: errorMessage(graph.error) }} />;
  }
  if (!hasEdges) return empty;
  const building = build.done < build.total;

  return (
    <>
      <div className="mb-2">
        <button
          type="button"
          className={`btn btn-sm btn-outline-danger${showImpact ? ' active' : ''}`}
          aria-pressed={showImpact}
          onClick={() => setShowImpact((shown) => !shown)}
        >
          {t('asset_impact_show')}
        </button>
      </div>
      <div className="row g-3">
        <div className="col-md-8">
          <div className="position-relative">
            <div
              ref={container}
              className="sd-relationship-map border rounded"
              role="img"
              aria-label={t('asset_relationship_map_label', {
                assets: graph.data.nodes.length,
                relationships: graph.data.edges.length,
              })}
              aria-busy={building}
              style={{ height: MAP_HEIGHT }}
            />
            {building && <MapBuildProgress done={build.done} total={build.total} />}
          </div>
        </div>
        <div className="col-md-4">
          <MapNodeList nodes={graph.data.nodes} onActive={selectOnMap} onOpen={setSelected} />
        </div>
      </div>
      {showImpact && <ImpactAnswer impact={impact} area="asset-impact" />}
      <NodeDialog
        node={selected}
        onClose={() => setSelected(null)}
        onAddFor={onAddFor}
        relations={selected ? relationsWith(selected.id) : []}
        onDelete={onDelete}
      />
    </>
  );
}
