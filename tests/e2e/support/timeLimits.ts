/**
 * Browser tests are timed by what they do, counted in steps: a step is one page load, or one
 * dialog, editor, panel or save on a page, with the checks made on it (an axe pass included).
 * A step's time is sized for a busy 2-core machine: in a run with the suite's two workers,
 * Chromium, the backend and two CPU-bound processes beside them (`npm run test:busy`, load average
 * 15 to 19), no test took more than a third of its steps' time.
 */
export const STEP_MS = 15_000;

/** The default limit of a test (playwright.config.ts): a page and up to three things done on it. */
export const DEFAULT_STEPS = 4;

/** The time limit of a test of `steps` steps. */
export function stepsLimit(steps: number): number {
  return Math.max(steps, DEFAULT_STEPS) * STEP_MS;
}

/** One mount and unmount of an application or a host page's slots through the host's router. */
export const MOUNT_CYCLE_MS = 3_000;

/** How long an assertion waits for what one step shows (an editor, a chart, a list's rows). */
export const ASSERTION_MS = 15_000;
