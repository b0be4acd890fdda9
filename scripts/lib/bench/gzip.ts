import zlib from 'node:zlib';

export function gzipBytes(content: Buffer | string): number {
  return zlib.gzipSync(content, { level: 9 }).length;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
