import cytoscape, { type ElementDefinition, type NodeSingular } from 'cytoscape';
import type { GraphNode, RelationshipGraph } from '@/api/asset-relationships';
import { mapLayout, TREE_LAYOUT_MAX_NODES } from './mapLayout';

let fcoseRegistered: Promise<void> | undefined;

/** fcose, which only large maps use, comes in a chunk of its own the first time one is drawn. */
function registerFcose(): Promise<void> {
  fcoseRegistered ??= import(/* webpackChunkName: "map-fcose" */ 'cytoscape-fcose').then(({ default: fcose }) => {
    cytoscape.use(fcose);
  });
  return fcoseRegistered;
}

const STYLE: cytoscape.StylesheetStyle[] = [
  {
    selector: 'node',
    style: {
      label: 'data(label)',
      'font-size': 10,
      'min-zoomed-font-size': 6,
      'text-valign': 'bottom',
      'text-margin-y': 4,
      'background-color': '#6c757d',
      width: 18,
      height: 18,
    },
  },
  { selector: 'node.centre', style: { 'background-color': '#0d6efd', width: 26, height: 26 } },
  { selector: 'node.dimmed', style: { opacity: 0.35 } },
  {
    selector: 'node.impacted',
    style: {
      'background-color': '#dc3545',
      label: (node: NodeSingular) => `${node.data('label')}\n${node.data('badge')}`,
      'text-wrap': 'wrap',
      'font-weight': 'bold',
    },
  },
  { selector: 'node:selected', style: { 'border-width': 3, 'border-color': '#212529' } },
  {
    selector: 'edge',
    style: {
      label: 'data(label)',
      'font-size': 8,
      'min-zoomed-font-size': 6,
      'curve-style': 'bezier',
      'target-arrow-shape': 'triangle',
      'line-color': '#adb5bd',
      'target-arrow-color': '#adb5bd',
      'text-rotation': 'autorotate',
    },
  },
];

/** A large map's edges: straight, unlabelled haystack lines, far cheaper to draw than labelled curves. */
const LARGE_MAP_EDGES: cytoscape.StylesheetStyle = {
  selector: 'edge',
  style: {
    label: '',
    'curve-style': 'haystack',
    'haystack-radius': 0,
    'mid-target-arrow-shape': 'triangle',
    'mid-target-arrow-color': '#adb5bd',
  },
};

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

/**
 * Draws the network into `container`, centred on the asset. A large map is shown at once on a
 * grid and laid out with fcose once that is loaded, so the browser paints before the layout runs.
 */
export function drawGraph(
  container: HTMLElement,
  graph: RelationshipGraph,
  centreId: number,
  onNodeTap: (node: GraphNode) => void,
): MapDrawing {
  const byId = new Map(graph.nodes.map((node) => [String(node.id), node]));
  const root = byId.has(String(centreId)) ? String(centreId) : undefined;
  const large = graph.nodes.length > TREE_LAYOUT_MAX_NODES;
  const cy = cytoscape({
    container,
    elements: elementsOf(graph, centreId),
    style: large ? [...STYLE, LARGE_MAP_EDGES] : STYLE,
    pixelRatio: large ? 1 : 'auto',
    layout: large ? { name: 'grid', animate: false } : mapLayout(graph.nodes.length, root),
    // A large map pans and zooms as a picture, without its edges, instead of redrawing each frame.
    textureOnViewport: large,
    hideEdgesOnViewport: large,
  });
  let destroyed = false;
  if (large) {
    // Without fcose (its chunk failed to load) the map stays on its grid.
    registerFcose()
      .then(() => {
        if (!destroyed) cy.layout(mapLayout(graph.nodes.length, root)).run();
      })
      .catch(() => undefined);
  }
  cy.on('tap', 'node', (event) => {
    const node = byId.get(String(event.target.id()));
    if (node) onNodeTap(node);
  });
  return {
    showImpact(badges) {
      cy.batch(() => {
        cy.nodes().removeClass('impacted dimmed');
        if (!badges) return;
        cy.nodes().forEach((node) => {
          const badge = badges.get(Number(node.id()));
          if (badge === undefined) node.addClass('dimmed');
          else node.data('badge', badge).addClass('impacted');
        });
      });
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
