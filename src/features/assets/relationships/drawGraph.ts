import cytoscape, { type Core, type ElementDefinition } from 'cytoscape';
import type { GraphNode, RelationshipGraph } from '@/api/asset-relationships';
import { addInSlices } from './addInSlices';
import { edgeUnderlay, type EdgeUnderlay } from './edgeUnderlay';
import { largeMapPositions } from './largeMapPositions';
import type { LayoutRequest } from './layoutPositions';
import { mapLayout, TREE_LAYOUT_MAX_NODES } from './mapLayout';
import { LARGE_MAP_EDGE_LINE, mapStyle } from './mapStyle';

function elementsOf(graph: RelationshipGraph, centreId: number): ElementDefinition[] {
  const ids = new Set(graph.nodes.map((node) => node.id));
  const nodes = graph.nodes.map((node) => ({
    data: { id: String(node.id), label: node.name ?? `#${node.id}` },
    classes: node.id === centreId ? 'centre' : '',
  }));
  // An edge to an asset the answer left out would make cytoscape throw.
  const edges = graph.edges
    .filter((edge) => ids.has(edge.parent_asset_id) && ids.has(edge.child_asset_id))
    .map((edge, index) => ({
      data: {
        id: `edge-${index}`,
        source: String(edge.parent_asset_id),
        target: String(edge.child_asset_id),
        label: edge.relation_name,
      },
    }));
  return [...nodes, ...edges];
}

/** What the map's screen does with a drawn map. */
export interface MapDrawing {
  /** Marks the assets of an impact with their badge (the others dimmed); null shows the map plain again. */
  showImpact(badges: ReadonlyMap<number, string> | null): void;
  /** Selects the asset and centres the map on it (the keyboard's way through the map). */
  select(assetId: number): void;
  destroy(): void;
}

/** How much of the map is drawn: `done` of its `total` elements; all of it once they are equal. */
export type MapProgress = (done: number, total: number) => void;

function layoutRequest(elements: ElementDefinition[]): LayoutRequest {
  const request: LayoutRequest = { nodes: [], edges: [] };
  for (const { data } of elements) {
    if (data.source === undefined) request.nodes.push(String(data.id));
    else request.edges.push([String(data.source), String(data.target)]);
  }
  return request;
}

/** Reports the map complete once the browser has drawn the frame that holds all of it. */
function whenDrawn(cy: Core, report: () => void): void {
  cy.one('render', report);
  // A map with nothing left to change would not draw again on its own.
  cy.forceRender();
}

/**
 * Draws the network into `container`, centred on the asset. A large map, once its positions are
 * known (laid out off the page's thread), gets its relationships as lines under cytoscape's canvas
 * and its assets a few at a time between frames (`addInSlices`); the map says how far it got
 * until the frame that draws all of it.
 */
export function drawGraph(
  container: HTMLElement,
  graph: RelationshipGraph,
  centreId: number,
  onNodeTap: (node: GraphNode) => void,
  onProgress: MapProgress = () => undefined,
): MapDrawing {
  const byId = new Map(graph.nodes.map((node) => [String(node.id), node]));
  const root = byId.has(String(centreId)) ? String(centreId) : undefined;
  const large = graph.nodes.length > TREE_LAYOUT_MAX_NODES;
  const elements = elementsOf(graph, centreId);
  const request = layoutRequest(elements);
  const nodeElements = elements.filter(({ data }) => data.source === undefined);
  const cy = cytoscape({
    container,
    elements: large ? [] : elements,
    style: mapStyle(large),
    pixelRatio: large ? 1 : 'auto',
    layout: large ? { name: 'preset' } : mapLayout(graph.nodes.length, root),
    // A large map pans and zooms as a picture instead of drawing its assets again each frame.
    textureOnViewport: large,
  });
  let destroyed = false;
  let underlay: EdgeUnderlay | null = null;
  let shownBadges: ReadonlyMap<number, string> | null = null;
  const total = large ? nodeElements.length : elements.length;
  const complete = () => {
    if (!destroyed) onProgress(total, total);
  };

  const markImpact = (marked = cy.nodes()) => {
    marked.removeClass('impacted dimmed');
    if (!shownBadges) return;
    const badges = shownBadges;
    marked.forEach((node) => {
      const badge = badges.get(Number(node.id()));
      if (badge === undefined) node.addClass('dimmed');
      else node.data('badge', badge).addClass('impacted');
    });
  };

  if (large) {
    onProgress(0, total);
    // Without a layout (its code failed to load) the map stays empty; the list beside it still holds every asset.
    largeMapPositions(request)
      .then((positions) => {
        if (destroyed) return false;
        underlay = edgeUnderlay(cy, container, request.edges, positions, LARGE_MAP_EDGE_LINE);
        return addInSlices(cy, nodeElements, positions, {
          onAdded: (added) => markImpact(added.nodes()),
          stopped: () => destroyed,
          onProgress,
        });
      })
      .catch(() => true)
      .then((finished) => {
        if (finished) whenDrawn(cy, complete);
      })
      .catch(() => undefined);
  } else {
    whenDrawn(cy, complete);
  }
  cy.on('tap', 'node', (event) => {
    const node = byId.get(String(event.target.id()));
    if (node) onNodeTap(node);
  });
  return {
    showImpact(badges) {
      shownBadges = badges;
      cy.batch(() => markImpact());
    },
    select(assetId) {
      const node = cy.getElementById(String(assetId));
      cy.nodes(':selected').unselect();
      if (node.nonempty()) {
        node.select();
        cy.center(node);
      }
    },
    destroy() {
      destroyed = true;
      underlay?.destroy();
      cy.destroy();
    },
  };
}
