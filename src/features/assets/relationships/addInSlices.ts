import type { Collection, Core, ElementDefinition } from 'cytoscape';
import { drawingTurns } from './drawingTurns';
import { fittingViewport } from './fittingViewport';
import { afterNextFrame, inTimeSlices } from './inTimeSlices';
import type { Positions } from './layoutPositions';
import { LARGE_NODE_REACH } from './mapStyle';

/**
 * Elements added per cytoscape batch; how long the page's thread is held before the browser may
 * show a frame; how often the growing map is drawn meanwhile.
 */
const ELEMENTS_PER_BATCH = 25;
const SLICE_MS = 16;
const DRAW_EVERY_MS = 50;
const FIT_PADDING = 10;

export interface AddInSlicesOptions {
  /** Called with each batch of added elements, inside its cytoscape batch (to mark them). */
  onAdded(added: Collection): void;
  /** Whether the map is gone, so the rest is not added. */
  stopped(): boolean;
  /** How many of the elements are added, after each slice but the last. */
  onProgress(done: number, total: number): void;
}

/**
 * Adds a large map's elements at their positions, in the viewport that fits them, a few at a time
 * between frames: the page keeps answering and the map is drawn in place as it grows, never all
 * at once in a frame that also adds to it. Resolves true once every element is added (the next
 * frame draws the whole map), false when the map went first.
 */
export async function addInSlices(
  cy: Core,
  elements: ElementDefinition[],
  positions: Positions,
  { onAdded, stopped, onProgress }: AddInSlicesOptions,
): Promise<boolean> {
  const viewport = fittingViewport(positions, cy.width(), cy.height(), {
    reach: LARGE_NODE_REACH,
    padding: FIT_PADDING,
    minZoom: cy.minZoom(),
    maxZoom: cy.maxZoom(),
  });
  if (viewport) cy.viewport(viewport);
  // The frame that shows the map's new viewport (and what is drawn under it) has no slice of work in it.
  await afterNextFrame();
  if (stopped()) return false;
  const turns = drawingTurns(cy, DRAW_EVERY_MS);
  try {
    const finished = await inTimeSlices(
      elements,
      (part) =>
        turns.released(() => {
          let added = cy.collection();
          cy.batch(() => {
            added = cy.add(part.map((element) => ({ ...element, position: positions[String(element.data.id)] })));
            onAdded(added);
          });
          // Styles and extents are worked out when first read: here, a part at a time, rather
          // than all of them in the frame that draws them.
          added.boundingBox();
        }),
      {
        partSize: ELEMENTS_PER_BATCH,
        sliceMs: SLICE_MS,
        pause: turns.pause,
        stopped,
        onProgress: (done, total) => {
          if (done < total) onProgress(done, total);
        },
      },
    );
    // The last slice gets a frame of its own before the one that draws the whole map.
    if (finished) await afterNextFrame();
    return finished && !stopped();
  } finally {
    if (!stopped()) turns.end();
  }
}
