import type { LayoutOptions } from 'cytoscape';

/** Up to this many assets the map is a tree from the asset; past it, a force-directed layout. */
export const TREE_LAYOUT_MAX_NODES = 300;

/**
 * fcose's spectral draft only (no force-directed refinement), from random positions: a few
 * hundred milliseconds at 1,000 assets and 3,000 relationships where the refined layout takes seconds.
 */
export const LARGE_MAP_LAYOUT = {
  name: 'fcose',
  quality: 'draft',
  randomize: true,
  animate: false,
  nodeDimensionsIncludeLabels: false,
} as LayoutOptions;

/** The layout of a map of `nodeCount` assets, a tree from `rootId` when it is small enough. */
export function mapLayout(nodeCount: number, rootId: string | undefined): LayoutOptions {
  if (nodeCount > TREE_LAYOUT_MAX_NODES) return LARGE_MAP_LAYOUT;
  return { name: 'breadthfirst', roots: rootId ? [rootId] : undefined, animate: false };
}
