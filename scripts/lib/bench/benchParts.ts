/**
 * The bench in parts, each with a time limit sized by its work on a busy 2-core machine (the
 * durations of a run beside two CPU-bound processes, with room to spare); the whole bench's limit
 * is their sum. A part over its limit fails the bench and says which part it was.
 */
export const BENCH_PARTS = {
  build: { limitMs: 8 * 60_000, what: 'building dist/ when it is stale' },
  coldLoads: { limitMs: 2 * 60_000, what: 'host pages and the lists’ cold loads' },
  rowsTiming: { limitMs: 5 * 60_000, what: 'time to rows, plugin and floor in 16 alternating runs' },
  entryChunks: { limitMs: 3 * 60_000, what: 'the initial chunks of every route and slot' },
  duplicateCalls: { limitMs: 3 * 60_000, what: 'API calls made twice while views load' },
  // 25 applications and slot pages, 53 to 65 mounts each.
  mountCycles: { limitMs: 20 * 60_000, what: 'mount cycles of every application and slot page' },
  relationshipMap: { limitMs: 5 * 60_000, what: 'the relationship map in Chromium and its cold JavaScript' },
  backend: { limitMs: 12 * 60_000, what: 'the backend under load and its lists at 100,000 rows' },
  import: { limitMs: 6 * 60_000, what: 'importing 100,000 CSV rows' },
  mapLayout: { limitMs: 3 * 60_000, what: 'the map layout in headless cytoscape' },
} as const;

export type BenchPartName = keyof typeof BENCH_PARTS;

/** The whole bench's limit: every part at its own. */
export const BENCH_LIMIT_MS = Object.values(BENCH_PARTS).reduce((sum, part) => sum + part.limitMs, 0);

export interface PartTiming {
  part: BenchPartName;
  ms: number;
  limitMs: number;
}

/** Runs the parts one after the other, timing each against its limit. */
export function benchParts(log: (text: string) => void = console.log) {
  const timings: PartTiming[] = [];

  async function run<T>(part: BenchPartName, work: () => Promise<T> | T): Promise<T> {
    const { limitMs, what } = BENCH_PARTS[part];
    const started = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const overLimit = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${part} (${what}) did not finish within its limit of ${limitMs / 1000} s.`)),
        limitMs,
      );
    });
    try {
      return await Promise.race([Promise.resolve().then(work), overLimit]);
    } finally {
      clearTimeout(timer);
      const ms = Math.round(performance.now() - started);
      timings.push({ part, ms, limitMs });
      log(`bench part ${part}: ${(ms / 1000).toFixed(1)} s (limit ${limitMs / 1000} s)`);
    }
  }

  return { run, timings };
}
