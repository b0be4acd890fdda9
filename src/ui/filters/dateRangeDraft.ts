import { format, setHours, setMinutes, startOfDay } from 'date-fns';
import { HALF_HOUR_TIMES } from '@/format/dates';
import type { DateRange } from './types';

export const DEFAULT_FROM_TIME = HALF_HOUR_TIMES[0];
export const DEFAULT_TO_TIME = HALF_HOUR_TIMES[HALF_HOUR_TIMES.length - 1];

/** What the two pickers and two time choices of a date range hold while being edited. */
export interface DateRangeDraft {
  fromDate: Date | null;
  fromTime: string;
  toDate: Date | null;
  toTime: string;
}

/** 'HH:mm' of a date, rounded down to the half hour so it is one of the time choices. */
export function halfHourOf(date: Date): string {
  const minutes = date.getMinutes() < 30 ? '00' : '30';
  return `${format(date, 'HH')}:${minutes}`;
}

export function atTime(date: Date, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  return setMinutes(setHours(startOfDay(date), hours), minutes);
}

export function draftFromRange(range: DateRange | null): DateRangeDraft {
  if (!range) return { fromDate: null, fromTime: DEFAULT_FROM_TIME, toDate: null, toTime: DEFAULT_TO_TIME };
  return {
    fromDate: startOfDay(range.from),
    fromTime: halfHourOf(range.from),
    toDate: startOfDay(range.to),
    toTime: halfHourOf(range.to),
  };
}

/** The range a draft describes: null while a date is missing; `invalid` when it ends before it starts. */
export function readDraft(draft: DateRangeDraft): { range: DateRange | null; invalid: boolean } {
  if (!draft.fromDate || !draft.toDate) return { range: null, invalid: false };
  const from = atTime(draft.fromDate, draft.fromTime);
  const to = atTime(draft.toDate, draft.toTime);
  return to < from ? { range: null, invalid: true } : { range: { from, to }, invalid: false };
}

export function sameRange(a: DateRange | null | undefined, b: DateRange | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return a.from.getTime() === b.from.getTime() && a.to.getTime() === b.to.getTime();
}
