import { afterNextFrame } from './inTimeSlices';

/** The part of cytoscape's core that decides whether it draws: it draws nothing while a batch is open. */
export interface Batching {
  startBatch(): unknown;
  endBatch(): unknown;
}

export interface DrawingTurns {
  /** Runs `work` with the batch released, so what it adds gets its style at once; nothing is drawn meanwhile. */
  released(work: () => void): void;
  /** Waits for the next frame, which draws the map only if the last drawing is `everyMs` old. */
  pause(): Promise<void>;
  /** Lets the map be drawn again from the next frame on. */
  end(): void;
}

/**
 * Takes turns between adding to a map and drawing it while the map is built: most frames draw
 * nothing (the work of a slice fits in them), and one in a while draws what is there and is
 * followed by a frame without work, so no frame has to wait for both a drawing and a slice.
 */
export function drawingTurns(
  cy: Batching,
  everyMs: number,
  { nextFrame = afterNextFrame, now = () => performance.now() } = {},
): DrawingTurns {
  let lastDrawn = now();
  cy.startBatch();
  return {
    released(work) {
      cy.endBatch();
      try {
        work();
      } finally {
        cy.startBatch();
      }
    },
    async pause() {
      if (now() - lastDrawn < everyMs) {
        await nextFrame();
        return;
      }
      cy.endBatch();
      await nextFrame();
      cy.startBatch();
      lastDrawn = now();
      // A frame of its own after the drawing one, so the drawing and the next slice of work are not
      // both between the same two frames.
      await nextFrame();
    },
    end() {
      cy.endBatch();
    },
  };
}
