import { countActiveFilters } from './countActiveFilters';
import { toFilterParams } from './toFilterParams';
import type { FilterValues } from './types';

const values: FilterValues = {
  dept_ids: [
    { id: 3, name: 'Support' },
    { id: 8, name: 'Network' },
  ],
  status_ids: [],
  priority_ids: undefined,
  created_at: { from: new Date(2026, 0, 5, 0, 0), to: new Date(2026, 0, 6, 23, 30) },
};

describe('toFilterParams', () => {
  it('sends lookups as ids and date ranges as from~to, leaving empty filters out', () => {
    expect(toFilterParams(values)).toEqual({
      dept_ids: [3, 8],
      created_at: '2026-01-05+00:00:00~2026-01-06+23:30:00',
    });
  });
});

describe('countActiveFilters', () => {
  it('counts only the filters that would be sent', () => {
    expect(countActiveFilters(values)).toBe(2);
    expect(countActiveFilters({})).toBe(0);
    expect(countActiveFilters({ status_ids: [] })).toBe(0);
  });
});
