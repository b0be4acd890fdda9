const UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];

/** A byte count in the largest fitting unit from Bytes to YB, with 2 decimals. */
export function fileSize(bytes: number | string | null | undefined): string {
  const value = Number(bytes);
  if (!Number.isFinite(value) || value <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(value) / Math.log(1024)), UNITS.length - 1);
  return `${parseFloat((value / 1024 ** exponent).toFixed(2))} ${UNITS[exponent]}`;
}
