import type { LineContext } from '@/features/assets/relationships/drawEdgeLines';

/** A 2D context double for tests: what was drawn, as a list of calls and the styles set. */
export function recordingContext() {
  const calls: string[] = [];
  const record =
    (name: string) =>
    (...args: number[]) => {
      calls.push(`${name}(${args.map((value) => Math.round(value * 100) / 100).join(',')})`);
    };
  const context = {
    setTransform: record('setTransform'),
    clearRect: record('clearRect'),
    beginPath: record('beginPath'),
    moveTo: record('moveTo'),
    lineTo: record('lineTo'),
    closePath: record('closePath'),
    stroke: record('stroke'),
    fill: record('fill'),
    lineWidth: 1,
    strokeStyle: '',
    fillStyle: '',
  };
  return { context: context as unknown as LineContext & typeof context, calls };
}
