import type { NodeSingular, StylesheetStyle } from 'cytoscape';

const NODE_SIZE = 18;
const EDGE_COLOR = '#adb5bd';
const CENTRE_SIZE = 26;
/** How far the largest asset's shape reaches past its position. */
export const LARGE_NODE_REACH = CENTRE_SIZE / 2;

const NODE: StylesheetStyle = {
  selector: 'node',
  style: {
    label: 'data(label)',
    'font-size': 10,
    'min-zoomed-font-size': 6,
    'text-valign': 'bottom',
    'text-margin-y': 4,
    'background-color': '#6c757d',
    width: NODE_SIZE,
    height: NODE_SIZE,
  },
};

/** The asset of the page, the marks of an impact, and the asset chosen from the keyboard. */
const MARKED_NODES: StylesheetStyle[] = [
  { selector: 'node.centre', style: { 'background-color': '#0d6efd', width: CENTRE_SIZE, height: CENTRE_SIZE } },
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
  { selector: 'node:selected', style: { label: 'data(label)', 'border-width': 3, 'border-color': '#212529' } },
];

const EDGE: StylesheetStyle = {
  selector: 'edge',
  style: {
    label: 'data(label)',
    'font-size': 8,
    'min-zoomed-font-size': 6,
    'curve-style': 'bezier',
    'target-arrow-shape': 'triangle',
    'line-color': EDGE_COLOR,
    'target-arrow-color': EDGE_COLOR,
    'text-rotation': 'autorotate',
  },
};

/**
 * A large map draws labels only on the page's asset, the impacted and the chosen ones: measuring
 * and drawing a thousand labels is what kept the browser busy for seconds. Its relationships are
 * not cytoscape's elements but straight lines with an arrowhead halfway, under the assets
 * (`edgeUnderlay`), in this look.
 */
const LARGE_NODE: StylesheetStyle = { selector: 'node', style: { label: '' } };
const LARGE_CENTRE_LABEL: StylesheetStyle = { selector: 'node.centre', style: { label: 'data(label)' } };
export const LARGE_MAP_EDGE_LINE = { width: 3, color: EDGE_COLOR, arrowSize: 9 };

export function mapStyle(large: boolean): StylesheetStyle[] {
  if (!large) return [NODE, ...MARKED_NODES, EDGE];
  return [NODE, LARGE_NODE, LARGE_CENTRE_LABEL, ...MARKED_NODES];
}
