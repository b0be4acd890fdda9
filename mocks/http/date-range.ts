import type { DateRange } from '../db/list-query';
import { readString, type RawQuery } from './query';
import type { Validator } from './validator';

// The '+' between date and time arrives literally when the client percent-encodes it, and as a
// space when it does not.
const MOMENT = /^(\d{4})-(\d{2})-(\d{2})[+ ](\d{2}):(\d{2}):(\d{2})$/;

/** Reads `YYYY-MM-DD+HH:mm:ss~YYYY-MM-DD+HH:mm:ss`. */
export function readDateRange(query: RawQuery, name: string, validator: Validator): DateRange | undefined {
  const text = readString(query, name, validator);
  if (text === undefined) return undefined;
  const parts = text.split('~');
  const bounds = parts.length === 2 ? parts.map((part) => parseMoment(part.trim())) : [];
  const [from, to] = bounds;
  if (from === undefined || to === undefined) {
    validator.add(name, `The ${name} must be a date range like YYYY-MM-DD+HH:mm:ss~YYYY-MM-DD+HH:mm:ss.`);
    return undefined;
  }
  if (from > to) {
    validator.add(name, `The ${name} range must not end before it starts.`);
    return undefined;
  }
  return { from, to };
}

/** Reads one `YYYY-MM-DD+HH:mm:ss` (a range's end sent on its own) in the database's form. */
export function readMoment(query: RawQuery, name: string, validator: Validator): string | undefined {
  const text = readString(query, name, validator);
  if (text === undefined) return undefined;
  const moment = parseMoment(text.trim());
  if (moment === undefined) validator.add(name, `The ${name} must be a date like YYYY-MM-DD+HH:mm:ss.`);
  return moment;
}

function parseMoment(text: string): string | undefined {
  const match = MOMENT.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  const moment = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const exists =
    moment.getUTCFullYear() === year &&
    moment.getUTCMonth() === month - 1 &&
    moment.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  return exists ? `${match[1]}-${match[2]}-${match[3]} ${match[4]}:${match[5]}:${match[6]}` : undefined;
}
