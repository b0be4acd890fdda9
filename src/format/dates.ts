import { format, isValid, parse } from 'date-fns';

const SERVER_FORMAT = 'yyyy-MM-dd HH:mm:ss';

/** Server timestamps ('YYYY-MM-DD HH:mm:ss' or ISO) as Date; null when unreadable. */
export function parseServerDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const parsed = parse(value, SERVER_FORMAT, new Date());
  if (isValid(parsed)) return parsed;
  const iso = new Date(value);
  return isValid(iso) ? iso : null;
}

/** A server timestamp for people, e.g. 'Nov 22, 2026, 09:30'; '--' when missing. */
export function displayDateTime(value: string | null | undefined): string {
  const date = parseServerDate(value);
  return date ? format(date, 'MMM d, yyyy, HH:mm') : '--';
}

export function displayDate(value: string | null | undefined): string {
  const date = parseServerDate(value);
  return date ? format(date, 'MMM d, yyyy') : '--';
}

export { dateRangeParam } from './dateRange';

/** The time choices of date-range filters: 00:00 to 23:30 in 30-minute steps. */
export const HALF_HOUR_TIMES: string[] = Array.from({ length: 48 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hours}:${index % 2 === 0 ? '00' : '30'}`;
});
