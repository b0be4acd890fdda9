/** What of a canvas's 2D context drawing the lines takes. */
export type LineContext = Pick<
  CanvasRenderingContext2D,
  | 'setTransform'
  | 'clearRect'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'closePath'
  | 'stroke'
  | 'fill'
  | 'lineWidth'
  | 'strokeStyle'
  | 'fillStyle'
>;

/** In the map's units, so that they scale with the zoom as the assets do. */
export interface EdgeLineStyle {
  width: number;
  color: string;
  /** The arrowhead halfway along each line, pointing from the parent to the child. */
  arrowSize: number;
}

export interface MapView {
  zoom: number;
  pan: { x: number; y: number };
  width: number;
  height: number;
}

type Point = { x: number; y: number };

/**
 * Draws relationships as straight lines from one asset's position to the other's, each with an
 * arrowhead halfway: a few thousand cost the browser a few milliseconds this way, where the same
 * lines as the map's own elements cost it most of each frame. Each line is a path of its own:
 * rasterising one path of thousands of crossing wide lines costs several times more. A pair with
 * an end without a position is left out.
 */
export function drawEdgeLines(
  context: LineContext,
  edges: ReadonlyArray<readonly [string, string]>,
  positionOf: (id: string) => Point | undefined,
  view: MapView,
  style: EdgeLineStyle,
): void {
  const lines: Array<[Point, Point]> = [];
  for (const [source, target] of edges) {
    const from = positionOf(source);
    const to = positionOf(target);
    if (from && to) lines.push([from, to]);
  }
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, view.width, view.height);
  context.setTransform(view.zoom, 0, 0, view.zoom, view.pan.x, view.pan.y);
  context.lineWidth = style.width;
  context.strokeStyle = style.color;
  context.fillStyle = style.color;
  for (const [from, to] of lines) {
    context.beginPath();
    context.moveTo(from.x, from.y);
    context.lineTo(to.x, to.y);
    context.stroke();
  }
  const half = style.arrowSize / 2;
  for (const [from, to] of lines) {
    const length = Math.hypot(to.x - from.x, to.y - from.y);
    if (length === 0) continue;
    const along = { x: (to.x - from.x) / length, y: (to.y - from.y) / length };
    const middle = { x: (from.x + to.x) / 2, y: (from.y + to.y) / 2 };
    context.beginPath();
    context.moveTo(middle.x + along.x * half, middle.y + along.y * half);
    context.lineTo(middle.x - along.x * half - along.y * half, middle.y - along.y * half + along.x * half);
    context.lineTo(middle.x - along.x * half + along.y * half, middle.y - along.y * half - along.x * half);
    context.closePath();
    context.fill();
  }
}
