import type { Option } from '../../api/dependencies';

export type { Option };

export interface DateRange {
  from: Date;
  to: Date;
}

export type FilterField =
  | { kind: 'lookup'; name: string; label: string; dependency: string; supplements?: string | number }
  | { kind: 'dateRange'; name: string; label: string };

export type FilterValue = Option[] | DateRange | undefined;

export type FilterValues = Record<string, FilterValue>;
