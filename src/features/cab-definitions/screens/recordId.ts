/** The record id a path segment names, or undefined when it cannot be one. */
export function recordIdOf(segment: string): number | undefined {
  const id = /^\d+$/.test(segment) ? Number(segment) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
