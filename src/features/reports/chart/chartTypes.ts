/** The chart types of the selector, bar first (the default). */
export const CHART_TYPES = ['bar', 'pie', 'horizontal', 'doughnut'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
