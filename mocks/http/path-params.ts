/** A record id from a path segment; undefined when it cannot be one (the caller answers 404). */
export function readPathId(segment: string): number | undefined {
  const id = /^\d+$/.test(segment) ? Number(segment) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
