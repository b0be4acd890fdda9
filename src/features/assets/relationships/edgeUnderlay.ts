import type { Core, EventObject } from 'cytoscape';
import { drawEdgeLines, type EdgeLineStyle } from './drawEdgeLines';
import type { Positions } from './layoutPositions';

export interface EdgeUnderlay {
  destroy(): void;
}

/**
 * A large map's relationships, drawn on a canvas of their own under cytoscape's, which then only
 * draws the assets. The lines follow the assets' positions (an asset dragged) and the viewport
 * (pan, zoom, resize), drawn again at most once a frame.
 */
export function edgeUnderlay(
  cy: Core,
  container: HTMLElement,
  edges: ReadonlyArray<readonly [string, string]>,
  positions: Positions,
  style: EdgeLineStyle,
): EdgeUnderlay {
  const places = new Map(Object.entries(positions));
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.style.cssText = 'position: absolute; left: 0; top: 0; pointer-events: none';
  if (getComputedStyle(container).position === 'static') container.style.position = 'relative';
  container.insertBefore(canvas, container.firstChild);
  let frame: number | null = null;

  const draw = () => {
    frame = null;
    const width = container.clientWidth;
    const height = container.clientHeight;
    if (canvas.width !== width || canvas.height !== height) {
      canvas.width = width;
      canvas.height = height;
    }
    const context = canvas.getContext('2d');
    if (!context) return;
    const view = { zoom: cy.zoom(), pan: cy.pan(), width, height };
    drawEdgeLines(context, edges, (id) => places.get(id), view, style);
  };
  const drawSoon = () => {
    frame ??= requestAnimationFrame(draw);
  };
  const moved = (event: EventObject) => {
    places.set(event.target.id(), { ...event.target.position() });
    drawSoon();
  };

  cy.on('viewport resize', drawSoon);
  cy.on('position', 'node', moved);
  drawSoon();
  return {
    destroy() {
      if (frame !== null) cancelAnimationFrame(frame);
      cy.off('viewport resize', drawSoon);
      cy.off('position', 'node', moved);
      canvas.remove();
    },
  };
}
