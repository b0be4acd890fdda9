import { drawingTurns } from './drawingTurns';

/** cytoscape's batching as a count (it draws only while none is open), and what happened in which state. */
function batching() {
  let open = 0;
  const events: string[] = [];
  return {
    events,
    drawing: () => open === 0,
    cy: {
      startBatch: () => {
        open += 1;
      },
      endBatch: () => {
        open -= 1;
      },
    },
    frame: () => {
      events.push(open === 0 ? 'frame drawn' : 'frame without drawing');
      return Promise.resolve();
    },
  };
}

describe('turns between adding to a map and drawing it', () => {
  it('holds drawing from the start and between drawings, releasing the batch only for the work', async () => {
    const map = batching();
    let time = 0;
    const turns = drawingTurns(map.cy, 100, { nextFrame: map.frame, now: () => time });
    expect(map.drawing()).toBe(false);
    turns.released(() => map.events.push(map.drawing() ? 'work, batch released' : 'work in a batch'));
    expect(map.drawing()).toBe(false);
    time = 50;
    await turns.pause();
    expect(map.events).toEqual(['work, batch released', 'frame without drawing']);
  });

  it('lets one frame draw once the last drawing is old enough, then holds again for a frame of its own', async () => {
    const map = batching();
    let time = 0;
    const turns = drawingTurns(map.cy, 100, { nextFrame: map.frame, now: () => time });
    time = 100;
    await turns.pause();
    expect(map.drawing()).toBe(false);
    time = 150;
    await turns.pause();
    time = 200;
    await turns.pause();
    expect(map.events).toEqual([
      'frame drawn',
      'frame without drawing',
      'frame without drawing',
      'frame drawn',
      'frame without drawing',
    ]);
  });

  it('holds the drawing again when the released work throws', () => {
    const map = batching();
    const turns = drawingTurns(map.cy, 100, { nextFrame: map.frame, now: () => 0 });
    expect(() =>
      turns.released(() => {
        throw new Error('broken element');
      }),
    ).toThrow('broken element');
    expect(map.drawing()).toBe(false);
  });

  it('draws again from the end on', () => {
    const map = batching();
    const turns = drawingTurns(map.cy, 100, { nextFrame: map.frame, now: () => 0 });
    turns.end();
    expect(map.drawing()).toBe(true);
  });
});
