/** The rows of the asset's associated-records tabs, as the {category}-list calls send them. */

interface Named {
  id?: number | null;
  name?: string | null;
}

interface Person {
  id?: number | null;
  full_name?: string | null;
}

export interface AssetProblemRow {
  id: number;
  identifier?: string;
  subject: string;
  requester?: Person | null;
  department?: Named | null;
  status?: Named | null;
  created_at?: string | null;
}

export interface AssetChangeRow extends AssetProblemRow {
  change_type?: Named | null;
}

export interface AssetReleaseRow {
  id: number;
  identifier?: string;
  subject: string;
  release_type?: Named | null;
  status?: Named | null;
  planned_start_date?: string | null;
  planned_end_date?: string | null;
  created_at?: string | null;
}

export interface AssetContractRow {
  id: number;
  name: string;
  vendor?: Named | null;
  contract_type?: Named | null;
  contract_status?: Named | null;
  contract_renewal_status?: Named | null;
  expiry?: { title?: string | null; timestamp?: string | null } | null;
  created_at?: string | null;
}

export interface AssetTicketRow {
  id: number;
  ticket_number: string;
  title: string;
  assigned?: Person | null;
  status?: Named | null;
  priority?: Named | null;
  created_at?: string | null;
}
