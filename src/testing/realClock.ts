import { act } from '@testing-library/react';

/** A real setTimeout, unaffected by jest's fake timers once they are installed. */
const realSetTimeout = globalThis.setTimeout;
const tick = () => new Promise((resolve) => realSetTimeout(resolve, 10));

/** Waits on the real clock (the fake one stays still) until `done` or `maxMs` have passed. */
export async function waitOnRealClock(done: () => boolean, maxMs = 5000) {
  for (let waited = 0; waited < maxMs && !done(); waited += 10) await tick();
}

/**
 * Lets the real clock run in short act() steps (so React renders between them) until `done` or
 * `maxMs` have passed; the fake clock stays still.
 */
export async function actOnRealClock(done: () => boolean, maxMs = 5000) {
  for (let waited = 0; waited < maxMs && !done(); waited += 10) await act(tick);
}
