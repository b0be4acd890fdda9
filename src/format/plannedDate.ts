import { displayDateTime } from './dates';

/** A planned date for people; `none` ('--' by default) when absent, '--' or the zero date '0000-00-00 00:00:00'. */
export function displayPlannedDate(value: string | null | undefined, none = '--'): string {
  if (!value || value === '--' || value.startsWith('0000-00-00')) return none;
  return displayDateTime(value);
}
