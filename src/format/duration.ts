/** A duration stored in minutes, split for display: hours = minutes / 60 floored, plus the remaining minutes. */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.floor(total));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}

/** The minutes as a number, or null when the value is absent or not a number. */
export function minutesOf(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const minutes = Number(value);
  return Number.isFinite(minutes) ? minutes : null;
}
