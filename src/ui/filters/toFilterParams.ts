import { dateRangeParam } from '../../format/dates';
import { isDateRange } from './isDateRange';
import type { FilterValues } from './types';

/** The list calls' filter parameters: lookups as arrays of ids (name[0]=..), date ranges as from~to. */
export function toFilterParams(values: FilterValues): Record<string, number[] | string> {
  const params: Record<string, number[] | string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (isDateRange(value)) params[name] = dateRangeParam(value.from, value.to);
    else if (value.length > 0) params[name] = value.map((option) => option.id);
  }
  return params;
}
