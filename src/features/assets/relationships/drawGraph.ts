import cytoscape, { type ElementDefinition } from 'cytoscape';
import type { GraphNode, RelationshipGraph } from '@/api/asset-relationships';

/** Past this many assets the map lays them out on a grid: a tree layout of more stops being readable. */
const TREE_LAYOUT_MAX_NODES = 300;

const STYLE: cytoscape.StylesheetStyle[] = [
  {
    selector: 'node',
    style: {
      label: 'data(label)',
      'font-size': 10,
      'text-valign': 'bottom',
      'text-margin-y': 4,
      'background-color': '#6c757d',
      width: 18,
      height: 18,
    },
  },
  { selector: 'node.centre', style: { 'background-color': '#0d6efd', width: 26, height: 26 } },
  {
    selector: 'edge',
    style: {
      label: 'data(label)',
      'font-size': 8,
      'curve-style': 'bezier',
      'target-arrow-shape': 'triangle',
      'line-color': '#adb5bd',
      'target-arrow-color': '#adb5bd',
      'text-rotation': 'autorotate',
    },
  },
];

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

/** Draws the network into `container`, centred on the asset; returns what removes it again. */
export function drawGraph(
  container: HTMLElement,
  graph: RelationshipGraph,
  centreId: number,
  onNodeTap: (node: GraphNode) => void,
): () => void {
  const byId = new Map(graph.nodes.map((node) => [String(node.id), node]));
  const small = graph.nodes.length <= TREE_LAYOUT_MAX_NODES;
  const cy = cytoscape({
    container,
    elements: elementsOf(graph, centreId),
    style: STYLE,
    layout: small
      ? { name: 'breadthfirst', roots: byId.has(String(centreId)) ? [String(centreId)] : undefined, animate: false }
      : { name: 'grid', animate: false },
    wheelSensitivity: 0.2,
  });
  cy.on('tap', 'node', (event) => {
    const node = byId.get(String(event.target.id()));
    if (node) onNodeTap(node);
  });
  return () => cy.destroy();
}
