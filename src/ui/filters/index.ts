// Importing anything from here also loads react-datepicker. Screens that lazy-load the filter panel
// should import toFilterParams, countActiveFilters and the types from their own modules.
export { DateRangeField, type DateRangeFieldProps } from './DateRangeField';
export { toFilterParams } from './toFilterParams';
export { countActiveFilters } from './countActiveFilters';
export { isDateRange } from './isDateRange';
export type { DateRange, FilterField, FilterValue, FilterValues, Option } from './types';
