import type { DateRange, FilterValue } from './types';

export function isDateRange(value: FilterValue): value is DateRange {
  return value !== undefined && !Array.isArray(value);
}
