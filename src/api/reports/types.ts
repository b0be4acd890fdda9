/** A row of the reports list (GET reports, data.reports.data). */
export interface ReportRow {
  id: number;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
}

/** A chosen option of a lookup filter, saved so the filter shows its name again. */
export interface ReportOption {
  id: number;
  name: string;
}

/** One saved filter: the asset list's filter name and its value as the list is sent it. */
export interface ReportField {
  key: string;
  value: string | string[] | number[];
  value_meta?: ReportOption[];
}

/** A saved report (GET reports/{id}, data.report_filter). */
export interface Report extends ReportRow {
  type: 'asset';
  fields: ReportField[];
  report_column_keys: string[];
}

export interface ReportSaveValues {
  name: string;
  description: string;
  fields: ReportField[];
  report_column_keys: string[];
}

/** A column of the asset table (GET asset-list?column=true, data.asset_columns). */
export interface AssetColumn {
  key: string;
  value: string;
  display: boolean;
}

/** One bar of the chart (GET asset-list?count=true, data.assets); name is null for assets without a value. */
export interface AssetCount {
  name: string | null;
  count: number;
}

export const COUNT_DIMENSIONS = [
  'asset_type',
  'asset_status',
  'department',
  'location',
  'organization',
  'impact_type',
  'managed_by',
  'used_by',
] as const;
export type CountDimension = (typeof COUNT_DIMENSIONS)[number];
