import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { GraphNode, RelationshipGraph } from '@/api/asset-relationships';
import { drawGraph, type MapDrawing } from './drawGraph';
import { afterNextFrame } from './inTimeSlices';

/** How much of the map is drawn: `done` of its `total` elements. */
export interface MapBuild {
  done: number;
  total: number;
}

export interface MapDrawingState {
  build: MapBuild;
  /** Selects the asset on the map and centres the map on it. */
  select(assetId: number): void;
}

const NOT_STARTED: MapBuild = { done: 0, total: 1 };

/**
 * Draws `graph` (when it has relationships) into `container`, centred on the asset, and keeps the
 * impact's marks on it. cytoscape starts in the task after the page has shown the frame with the
 * map's surroundings (a thousand assets in the list beside it), so the two are not one long task.
 */
export function useMapDrawing(
  container: RefObject<HTMLDivElement | null>,
  graph: RelationshipGraph | undefined,
  assetId: number,
  badges: ReadonlyMap<number, string> | null,
  onNodeTap: (node: GraphNode) => void,
): MapDrawingState {
  const drawing = useRef<MapDrawing | null>(null);
  const shownBadges = useRef(badges);
  const [drawn, setDrawn] = useState<{ graph: RelationshipGraph; build: MapBuild } | null>(null);
  const hasEdges = (graph?.edges.length ?? 0) > 0;

  useEffect(() => {
    const target = container.current;
    if (!graph || !hasEdges || !target) return undefined;
    let stopped = false;
    void afterNextFrame().then(() => {
      if (stopped) return;
      drawing.current = drawGraph(target, graph, assetId, onNodeTap, (done, total) =>
        setDrawn({ graph, build: { done, total } }),
      );
      drawing.current.showImpact(shownBadges.current);
    });
    return () => {
      stopped = true;
      drawing.current?.destroy();
      drawing.current = null;
    };
  }, [container, graph, hasEdges, assetId, onNodeTap]);

  useEffect(() => {
    shownBadges.current = badges;
    drawing.current?.showImpact(badges);
  }, [badges]);

  const select = useCallback((id: number) => drawing.current?.select(id), []);
  return { build: drawn !== null && drawn.graph === graph ? drawn.build : NOT_STARTED, select };
}
