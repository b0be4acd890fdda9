import type { Positions } from './layoutPositions';

export interface Viewport {
  zoom: number;
  pan: { x: number; y: number };
}

export interface FitOptions {
  /** How far an asset's shape reaches past its position. */
  reach: number;
  /** Space left around the map inside the canvas. */
  padding: number;
  minZoom: number;
  maxZoom: number;
}

/**
 * The zoom and pan that show every position inside a `width` × `height` canvas, as cytoscape's
 * fit would once the assets are drawn: known before they are, so the map is drawn in place as it
 * grows. Null when there is nothing to fit or no room to fit it in.
 */
export function fittingViewport(
  positions: Positions,
  width: number,
  height: number,
  { reach, padding, minZoom, maxZoom }: FitOptions,
): Viewport | null {
  const places = Object.values(positions);
  if (places.length === 0 || width <= 2 * padding || height <= 2 * padding) return null;
  const x1 = Math.min(...places.map(({ x }) => x)) - reach;
  const x2 = Math.max(...places.map(({ x }) => x)) + reach;
  const y1 = Math.min(...places.map(({ y }) => y)) - reach;
  const y2 = Math.max(...places.map(({ y }) => y)) + reach;
  const wanted = Math.min((width - 2 * padding) / (x2 - x1), (height - 2 * padding) / (y2 - y1));
  const zoom = Math.min(Math.max(wanted, minZoom), maxZoom);
  return { zoom, pan: { x: (width - zoom * (x1 + x2)) / 2, y: (height - zoom * (y1 + y2)) / 2 } };
}
