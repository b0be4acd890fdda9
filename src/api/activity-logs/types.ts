/** One line of a record's activity log. */
export interface ActivityLogEntry {
  id: number;
  /** HTML text of the entry. */
  name: string;
  created_at: string;
  creator: { id: number; full_name: string; profile_pic?: string | null } | null;
}

export interface ActivityLogQuery {
  page: number;
  limit: number;
  /** Sent as sort-order as it is: 'desc' is newest first. */
  order: 'asc' | 'desc';
}

export interface ActivityLogPage {
  entries: ActivityLogEntry[];
  total: number;
  perPage: number;
}
