/** Resolves in the task after the browser's next frame, so the work that follows has a whole frame. */
export function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

export interface TimeSliceOptions {
  /** Items handed to `step` at a time. */
  partSize: number;
  /** Once a slice has run this long, the rest waits for `pause`. */
  sliceMs: number;
  /** Whether to stop before the next part (the work is no longer wanted). */
  stopped?(): boolean;
  /** After each slice: how many items are done. */
  onProgress?(done: number, total: number): void;
  pause?(): Promise<void>;
  now?(): number;
}

/**
 * Runs `step` over `items`, `partSize` at a time and in order, as many parts per slice as fit in
 * `sliceMs`, pausing between slices so the page draws and answers input meanwhile. Resolves true
 * when every item went through `step`, false when `stopped` ended it first.
 */
export async function inTimeSlices<T>(
  items: readonly T[],
  step: (part: T[]) => void,
  {
    partSize,
    sliceMs,
    stopped = () => false,
    onProgress,
    pause = afterNextFrame,
    now = () => performance.now(),
  }: TimeSliceOptions,
): Promise<boolean> {
  let done = 0;
  while (done < items.length) {
    const sliceStart = now();
    do {
      if (stopped()) return false;
      step(items.slice(done, done + partSize));
      done = Math.min(done + partSize, items.length);
    } while (done < items.length && now() - sliceStart < sliceMs);
    onProgress?.(done, items.length);
    if (done < items.length) await pause();
  }
  return true;
}
