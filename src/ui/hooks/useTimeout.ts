import { useCallback, useEffect, useRef } from 'react';

/**
 * Runs callbacks after a delay; a new call replaces the pending one and unmounting clears it,
 * so no timer outlives the component.
 */
export function useTimeout(): { schedule: (callback: () => void, delayMs: number) => void; cancel: () => void } {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  const schedule = useCallback(
    (callback: () => void, delayMs: number) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        callback();
      }, delayMs);
    },
    [cancel],
  );
  useEffect(() => cancel, [cancel]);
  return { schedule, cancel };
}
