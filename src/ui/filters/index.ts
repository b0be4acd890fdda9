// Importing anything from here also loads react-datepicker. Screens that lazy-load FilterPanel
// should import toFilterParams, countActiveFilters and the types from their own modules.
export { AsyncMultiSelect, type AsyncMultiSelectProps } from './AsyncMultiSelect';
export { DateRangeField, type DateRangeFieldProps } from './DateRangeField';
export { FilterPanel, type FilterPanelProps } from './FilterPanel';
export { toFilterParams } from './toFilterParams';
export { countActiveFilters } from './countActiveFilters';
export { isDateRange } from './isDateRange';
export type { DateRange, FilterField, FilterValue, FilterValues, Option } from './types';
