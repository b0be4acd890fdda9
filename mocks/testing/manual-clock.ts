import type { Clock } from '../jobs/scheduler';

/** A clock that tests move by hand: moving it runs the scheduled work at once, at the new time. */
export class ManualClock implements Clock {
  private current = new Date();
  private readonly runs = new Set<() => void>();

  now(): Date {
    return this.current;
  }

  every(_ms: number, run: () => void): () => void {
    this.runs.add(run);
    return () => this.runs.delete(run);
  }

  /** Sets the time and runs every scheduled job once. */
  moveTo(moment: Date): void {
    this.current = moment;
    for (const run of this.runs) run();
  }
}
