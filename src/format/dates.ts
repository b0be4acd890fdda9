const SERVER_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const digits = (value: number, width = 2) => String(value).padStart(width, '0');

/** 'YYYY-MM-DD HH:mm:ss' in local time; null when a part is out of range (Date would roll it over). */
function fromServerFormat(value: string): Date | null {
  const parts = SERVER_DATE_TIME.exec(value);
  if (!parts) return null;
  const [year, month, day, hours, minutes, seconds] = parts.slice(1).map(Number);
  const date = new Date(year, month - 1, day, hours, minutes, seconds);
  const asWritten =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hours &&
    date.getMinutes() === minutes &&
    date.getSeconds() === seconds;
  return asWritten ? date : null;
}

/**
 * Server timestamps ('YYYY-MM-DD HH:mm:ss' or ISO) as Date; null when unreadable. Read and written
 * (below) with the Date getters: the lists showing dates bring no date library into their first load.
 */
export function parseServerDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const parsed = fromServerFormat(value);
  if (parsed) return parsed;
  const iso = new Date(value);
  return Number.isNaN(iso.getTime()) ? null : iso;
}

/** 'Nov 22, 2026', as date-fns writes the format 'MMM d, yyyy'. */
function dayText(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${digits(date.getFullYear(), 4)}`;
}

/** A server timestamp for people, e.g. 'Nov 22, 2026, 09:30'; '--' when missing. */
export function displayDateTime(value: string | null | undefined): string {
  const date = parseServerDate(value);
  return date ? `${dayText(date)}, ${digits(date.getHours())}:${digits(date.getMinutes())}` : '--';
}

export function displayDate(value: string | null | undefined): string {
  const date = parseServerDate(value);
  return date ? dayText(date) : '--';
}

export { dateRangeParam } from './dateRange';

/** The time choices of date-range filters: 00:00 to 23:30 in 30-minute steps. */
export const HALF_HOUR_TIMES: string[] = Array.from({ length: 48 }, (_, index) => {
  const hours = String(Math.floor(index / 2)).padStart(2, '0');
  return `${hours}:${index % 2 === 0 ? '00' : '30'}`;
});
