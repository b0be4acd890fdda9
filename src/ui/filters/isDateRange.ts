import type { DateRange, FilterValue } from './types';

export function isDateRange(value: FilterValue): value is DateRange {
  return typeof value === 'object' && !Array.isArray(value);
}
