/** A system attribute of the mapping table, as get-…-mapping-details answers it. */
export interface MappingColumn {
  uuid: string;
  label: string;
  /** 'date' attributes need the date-time format. */
  type: string;
  required: boolean;
  hidden: boolean;
  nested: boolean;
  description: string;
  /** A header id, or 'No mapping'. */
  mapped_to: number | string;
}

export interface FileHeader {
  id: number;
  name: string;
}

export interface MappingDetails {
  columns_to_import: MappingColumn[];
  csv_headers_for_mapping: FileHeader[];
  handle_date_field: boolean;
}

/** The body of the mapping POST (and of its dry run). */
export interface MappingSubmit {
  mapped_system_attributes: { uuid: string; mapped_to: number | string }[];
  import_id: number;
  update_existing: boolean;
  should_handle_date: boolean;
  date_time_format: string | null;
  special_keys?: Record<string, number>;
}

/** A failed or warning row of an import (or of its dry run). */
export interface ImportIssue {
  row: number;
  field: string;
  /** The field as the mapping table names it; the key when the server sends no label. */
  field_label?: string;
  comment: string;
  kind?: 'failed' | 'warning';
}

/** What a dry run would do with the whole file. */
export interface DryRunResult {
  total_rows: number;
  created: number;
  updated: number;
  failed: number;
  warning: number;
  issues: ImportIssue[];
  issues_total: number;
}

export type ImportRunStatus = 'uploaded' | 'queued' | 'running' | 'completed' | 'failed' | 'discarded';

/** import-tracking-details: the summary and progress of an import. */
export interface ImportTracking {
  name: string;
  type: string;
  status: ImportRunStatus;
  status_text: string;
  ended_at: string | null;
  total_rows: number;
  processed_rows: number;
  totalCreated: number;
  totalUpdated: number;
  totalFailed: number;
  totalWarning: number;
}

/** The five inputs of the generic importer, and where its dry run and sample file are. */
export interface ImporterSettings {
  type: 'asset';
  uploadUrl: string;
  discardUrl: string;
  mappingDetailsUrl: string;
  mappingUrl: string;
  dryRunUrl: string;
  sampleUrl: string;
}
