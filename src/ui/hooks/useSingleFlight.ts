import { useMemo, useRef } from 'react';

/**
 * Lets one call run at a time, whatever the render timing: a second click that lands before the
 * button shows as disabled (a double-click, a form re-validated twice) is ignored until `finish`.
 */
export function useSingleFlight() {
  const inFlight = useRef(false);
  return useMemo(
    () => ({
      /** True when the caller may send; false while a call is already under way. */
      start(): boolean {
        if (inFlight.current) return false;
        inFlight.current = true;
        return true;
      },
      finish() {
        inFlight.current = false;
      },
    }),
    [],
  );
}
