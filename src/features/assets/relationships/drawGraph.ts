import cytoscape, { type Core, type ElementDefinition } from 'cytoscape';
import type { GraphNode, RelationshipGraph } from '@/api/asset-relationships';
import { drawingTurns } from './drawingTurns';
import { fittingViewport } from './fittingViewport';
import { afterNextFrame, inTimeSlices } from './inTimeSlices';
import { largeMapPositions } from './largeMapPositions';
import type { LayoutRequest, Positions } from './layoutPositions';
import { mapLayout, TREE_LAYOUT_MAX_NODES } from './mapLayout';
import { LARGE_NODE_REACH, mapStyle } from './mapStyle';

/**
 * A large map is added this many elements per cytoscape batch, holds the page's thread for about
 * this long before it lets the browser show a frame, and shows how far it got this often.
 */
const ELEMENTS_PER_BATCH = 50;
const SLICE_MS = 16;
const DRAW_EVERY_MS = 50;
const FIT_PADDING = 10;

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

/** How much of the map is drawn: `done` of its `total` assets and relationships; all once they are equal. */
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
 * Draws the network into `container`, centred on the asset. A large map gets its assets once their
 * positions are known (laid out off the page's thread), already in the viewport that fits them,
 * and adds them a few at a time between frames so the page keeps answering while it grows.
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
  const cy = cytoscape({
    container,
    elements: large ? [] : elements,
    style: mapStyle(large),
    pixelRatio: large ? 1 : 'auto',
    layout: large ? { name: 'preset' } : mapLayout(graph.nodes.length, root),
    // A large map pans and zooms as a picture, without its edges, instead of redrawing each frame.
    textureOnViewport: large,
    hideEdgesOnViewport: large,
  });
  let destroyed = false;
  let shownBadges: ReadonlyMap<number, string> | null = null;
  const total = elements.length;
  const complete = () => {
    if (!destroyed) onProgress(total, total);
  };

  const markImpact = (nodes = cy.nodes()) => {
    nodes.removeClass('impacted dimmed');
    if (!shownBadges) return;
    const badges = shownBadges;
    nodes.forEach((node) => {
      const badge = badges.get(Number(node.id()));
      if (badge === undefined) node.addClass('dimmed');
      else node.data('badge', badge).addClass('impacted');
    });
  };

  const addInPlace = async (positions: Positions) => {
    const viewport = fittingViewport(positions, cy.width(), cy.height(), {
      reach: LARGE_NODE_REACH,
      padding: FIT_PADDING,
      minZoom: cy.minZoom(),
      maxZoom: cy.maxZoom(),
    });
    if (viewport) cy.viewport(viewport);
    const turns = drawingTurns(cy, DRAW_EVERY_MS);
    try {
      const finished = await inTimeSlices(
        elements,
        (part) =>
          turns.released(() => {
            let added = cy.collection();
            cy.batch(() => {
              added = cy.add(part.map((element) => ({ ...element, position: positions[String(element.data.id)] })));
              markImpact(added.nodes());
            });
            // Styles and extents are worked out when first read: here, a part at a time, rather
            // than all of them in the frame that draws them.
            added.boundingBox();
          }),
        {
          partSize: ELEMENTS_PER_BATCH,
          sliceMs: SLICE_MS,
          pause: turns.pause,
          stopped: () => destroyed,
          onProgress: (done) => {
            if (done < total) onProgress(done, total);
          },
        },
      );
      // The last slice gets a frame of its own before the one that draws the whole map.
      if (finished) await afterNextFrame();
      return finished && !destroyed;
    } finally {
      if (!destroyed) turns.end();
    }
  };

  if (large) {
    onProgress(0, total);
    // Without a layout (its code failed to load) the map stays empty; the list beside it still holds every asset.
    largeMapPositions(layoutRequest(elements))
      .then((positions) => (destroyed ? false : addInPlace(positions)))
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
      cy.destroy();
    },
  };
}
