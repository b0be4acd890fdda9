import { useMemo, useState } from 'react';
import type { AssetListFilters } from '@/api/assets';
import type { ReportField } from '@/api/reports';
import { toFilterParams } from '@/ui/filters/toFilterParams';
import type { FilterValues } from '@/ui/filters/types';
import { filterValuesOf } from './reportFields';

/** A report's filters: as the panel shows them (starting from the saved ones) and as the asset calls send them. */
export function useReportFilters(saved: readonly ReportField[] = []) {
  const [values, setValues] = useState<FilterValues>(() => filterValuesOf(saved));
  const filters = useMemo(() => toFilterParams(values) as AssetListFilters, [values]);
  return { values, setValues, filters };
}
