import { format } from 'date-fns';
import { parseServerDate } from '@/format/dates';

export interface DatedEntry {
  created_at: string;
}

export interface DateGroup<Entry> {
  /** yyyy-MM-dd, or '' for entries whose date cannot be read. */
  key: string;
  /** The day for people, e.g. 'Nov 22, 2026'. */
  label: string;
  entries: Entry[];
}

/** Consecutive entries of the same day under one heading, keeping the server's order. */
export function groupByDate<Entry extends DatedEntry>(entries: Entry[]): DateGroup<Entry>[] {
  const groups: DateGroup<Entry>[] = [];
  for (const entry of entries) {
    const date = parseServerDate(entry.created_at);
    const key = date ? format(date, 'yyyy-MM-dd') : '';
    const last = groups.at(-1);
    if (last && last.key === key) {
      last.entries.push(entry);
    } else {
      groups.push({ key, label: date ? format(date, 'MMM d, yyyy') : '--', entries: [entry] });
    }
  }
  return groups;
}

/** The time of day of an entry, e.g. '09:30'. */
export function entryTime(createdAt: string): string {
  const date = parseServerDate(createdAt);
  return date ? format(date, 'HH:mm') : '';
}
