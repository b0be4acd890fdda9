import type { ReportField } from '@/api/reports';
import { dateRangeParam } from '@/format/dateRange';
import { isDateRange } from '@/ui/filters/isDateRange';
import type { FilterValue, FilterValues } from '@/ui/filters/types';

const MOMENT = /^(\d{4})-(\d{2})-(\d{2})[+ ](\d{2}):(\d{2}):(\d{2})$/;

/** 'YYYY-MM-DD+HH:mm:ss' as the local moment it was sent as (format/dateRange.ts). */
function momentOf(text: string): Date | undefined {
  const match = MOMENT.exec(text);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number);
  return new Date(year, month - 1, day, hour, minute, second);
}

/** The filter panel's values as a report saves them: lookups as ids with their names, ranges as from~to. */
export function reportFieldsOf(values: FilterValues): ReportField[] {
  const fields: ReportField[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (isDateRange(value)) fields.push({ key, value: dateRangeParam(value.from, value.to) });
    else if (typeof value === 'string') {
      if (value.trim() !== '') fields.push({ key, value: value.trim() });
    } else if (value.length > 0) {
      if (typeof value[0] === 'string') fields.push({ key, value: value as string[] });
      else {
        const options = value as { id: number; name: string }[];
        fields.push({ key, value: options.map((option) => option.id), value_meta: options });
      }
    }
  }
  return fields;
}

function filterValueOf(field: ReportField): FilterValue {
  if (field.value_meta) return field.value_meta;
  if (typeof field.value !== 'string') return field.value.map(String);
  const [from, to] = field.value.split('~').map(momentOf);
  return from && to && field.value.includes('~') ? { from, to } : field.value;
}

/** A saved report's filters as the filter panel shows them. */
export function filterValuesOf(fields: readonly ReportField[]): FilterValues {
  return Object.fromEntries(fields.map((field) => [field.key, filterValueOf(field)]));
}
