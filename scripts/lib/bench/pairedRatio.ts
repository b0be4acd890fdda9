import { median } from './gzip';

/** A ratio measured run by run: its median and how far the runs spread around it. */
export interface PairedRatio {
  median: number;
  min: number;
  max: number;
  /** Each run's ratio, in the order measured. */
  runs: number[];
}

const twoDecimals = (value: number) => Number(value.toFixed(2));

/**
 * The ratio of two timings taken in alternating runs (one of each per run), run by run, so a
 * machine that slows down or speeds up during the bench slows both sides of a ratio alike.
 */
export function pairedRatio(numerators: number[], denominators: number[]): PairedRatio {
  if (numerators.length !== denominators.length || numerators.length === 0)
    throw new Error('A paired ratio needs as many runs on each side, and at least one.');
  const runs = numerators.map((value, run) => twoDecimals(value / Math.max(denominators[run], 1)));
  return { median: twoDecimals(median(runs)), min: Math.min(...runs), max: Math.max(...runs), runs };
}

/** '1.02 (runs 0.91 to 1.20)' */
export function describeRatio(ratio: PairedRatio): string {
  return `${ratio.median} (runs ${ratio.min} to ${ratio.max}: ${ratio.runs.join(' ')})`;
}
