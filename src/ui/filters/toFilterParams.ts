import { dateRangeParam } from '@/format/dateRange';
import { isDateRange } from './isDateRange';
import type { FilterValues } from './types';

/**
 * The list calls' filter parameters: lookups as arrays of ids (name[0]=..), date ranges as from~to,
 * texts trimmed, ticked choices as arrays of the choices.
 */
export function toFilterParams(values: FilterValues): Record<string, number[] | string[] | string> {
  const params: Record<string, number[] | string | string[]> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (isDateRange(value)) params[name] = dateRangeParam(value.from, value.to);
    else if (typeof value === 'string') {
      if (value.trim() !== '') params[name] = value.trim();
    } else if (value.length > 0) {
      params[name] = value.map((item) => (typeof item === 'string' ? item : item.id)) as number[] | string[];
    }
  }
  return params;
}
