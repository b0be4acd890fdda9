import { toFilterParams } from './toFilterParams';
import type { FilterValues } from './types';

/** How many filters would be sent: empty selections do not count. */
export function countActiveFilters(values: FilterValues): number {
  return Object.keys(toFilterParams(values)).length;
}
