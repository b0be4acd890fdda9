import type cytoscape from 'cytoscape';
import { LARGE_MAP_LAYOUT } from './mapLayout';

/** A large map as its layout needs it: asset ids and the pairs they are related by. */
export interface LayoutRequest {
  nodes: string[];
  edges: [source: string, target: string][];
}

export type Positions = Record<string, { x: number; y: number }>;

/**
 * Lays a large map out in headless cytoscape (fcose registered by the caller) and answers where
 * each asset goes: the page then draws the map once, at those positions.
 */
export function layoutPositions(cy: typeof cytoscape, request: LayoutRequest): Positions {
  const graph = cy({
    headless: true,
    styleEnabled: true,
    style: [{ selector: 'node', style: { width: 18, height: 18 } }],
    elements: [
      ...request.nodes.map((id) => ({ data: { id } })),
      ...request.edges.map(([source, target], index) => ({ data: { id: `edge-${index}`, source, target } })),
    ],
  });
  graph.layout(LARGE_MAP_LAYOUT).run();
  const positions: Positions = {};
  graph.nodes().forEach((node) => {
    const { x, y } = node.position();
    positions[node.id()] = { x, y };
  });
  graph.destroy();
  return positions;
}
