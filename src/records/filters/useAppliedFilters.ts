import { useMemo, useState } from 'react';
import type { TableQuery } from '@/ui/table/useTableQuery';
import { countActiveFilters } from '@/ui/filters/countActiveFilters';
import { toFilterParams } from '@/ui/filters/toFilterParams';
import type { FilterField, FilterValues } from '@/ui/filters/types';

/**
 * A list's applied filters: as the list call's parameters, and as the filter panel of its card.
 * Applying or resetting them goes back to the first page.
 */
export function useAppliedFilters<Filters>(fields: FilterField[], updateQuery: (change: Partial<TableQuery>) => void) {
  const [values, setValues] = useState<FilterValues>({});
  const filters = useMemo(() => toFilterParams(values) as Filters, [values]);
  const apply = (applied: FilterValues) => {
    setValues(applied);
    updateQuery({ page: 1 });
  };
  const panel = {
    fields,
    applied: values,
    onApply: apply,
    onReset: () => apply({}),
    activeCount: countActiveFilters(values),
  };
  return { filters, panel };
}
