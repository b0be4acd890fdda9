import { inTimeSlices } from './inTimeSlices';

/** A clock that moves only when a step says so, and a pause that records where it happened. */
function harness(costPerPart: number) {
  let time = 0;
  const parts: number[][] = [];
  const pauses: number[] = [];
  return {
    parts,
    pauses,
    step: (part: number[]) => {
      parts.push(part);
      time += costPerPart;
    },
    now: () => time,
    pause: () => {
      pauses.push(parts.length);
      return Promise.resolve();
    },
  };
}

const items = Array.from({ length: 10 }, (_, index) => index);

describe('work in time slices', () => {
  it('hands every item to the step once, in order, a part at a time', async () => {
    const run = harness(1);
    await expect(
      inTimeSlices(items, run.step, { partSize: 3, sliceMs: 100, now: run.now, pause: run.pause }),
    ).resolves.toBe(true);
    expect(run.parts).toEqual([[0, 1, 2], [3, 4, 5], [6, 7, 8], [9]]);
    expect(run.pauses).toEqual([]);
  });

  it('pauses once a slice has run its time, and not after the last part', async () => {
    const run = harness(5);
    await inTimeSlices(items, run.step, { partSize: 2, sliceMs: 10, now: run.now, pause: run.pause });
    expect(run.parts.flat()).toEqual(items);
    expect(run.pauses).toEqual([2, 4]);
  });

  it('runs at least one part per slice, however long a part takes', async () => {
    const run = harness(50);
    await inTimeSlices(items, run.step, { partSize: 4, sliceMs: 10, now: run.now, pause: run.pause });
    expect(run.parts).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
      [8, 9],
    ]);
    expect(run.pauses).toEqual([1, 2]);
  });

  it('reports after each slice how many items are done', async () => {
    const run = harness(5);
    const progress: Array<[number, number]> = [];
    await inTimeSlices(items, run.step, {
      partSize: 2,
      sliceMs: 10,
      now: run.now,
      pause: run.pause,
      onProgress: (done, total) => progress.push([done, total]),
    });
    expect(progress).toEqual([
      [4, 10],
      [8, 10],
      [10, 10],
    ]);
  });

  it('stops before the next part once the work is no longer wanted', async () => {
    const run = harness(1);
    const finished = inTimeSlices(items, run.step, {
      partSize: 2,
      sliceMs: 100,
      now: run.now,
      pause: run.pause,
      stopped: () => run.parts.length === 2,
    });
    await expect(finished).resolves.toBe(false);
    expect(run.parts.flat()).toEqual([0, 1, 2, 3]);
  });

  it('waits for the browser between slices by default', async () => {
    const frames: FrameRequestCallback[] = [];
    jest
      .spyOn(window, 'requestAnimationFrame')
      .mockImplementation((callback: FrameRequestCallback) => frames.push(callback));
    const run = harness(20);
    let finished = false;
    const running = inTimeSlices([1, 2], run.step, { partSize: 1, sliceMs: 10, now: run.now }).then(() => {
      finished = true;
    });
    await Promise.resolve();
    expect(run.parts).toEqual([[1]]);
    expect(frames).toHaveLength(1);
    frames[0](0);
    await running;
    expect(finished).toBe(true);
    expect(run.parts).toEqual([[1], [2]]);
  });
});
