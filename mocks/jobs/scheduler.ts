import type { FastifyInstance } from 'fastify';

/** What scheduled work reads the time from and is woken by; tests pass one they move by hand. */
export interface Clock {
  now(): Date;
  /** Calls `run` every `ms` until the returned function is called. */
  every(ms: number, run: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => new Date(),
  every: (ms, run) => {
    const timer = setInterval(run, ms);
    // Scheduled work never keeps the process alive on its own.
    timer.unref();
    return () => clearInterval(timer);
  },
};

/**
 * Runs `job` with the clock's time every `everyMs` while the app is up (from ready to close). A
 * failing run is logged; the next one runs as usual.
 */
export function scheduleJob(app: FastifyInstance, clock: Clock, everyMs: number, job: (now: Date) => void): void {
  let stop: (() => void) | undefined;
  app.addHook('onReady', async () => {
    stop = clock.every(everyMs, () => {
      try {
        job(clock.now());
      } catch (error) {
        app.log.error(error, 'A scheduled job failed.');
      }
    });
  });
  app.addHook('onClose', async () => stop?.());
}
