import { noActionFlags } from '../permissions/flags';
import type { StoredAttachment } from '../attachments/types';
import type { Option } from '../dependencies/types';

/** What the release form sends (POST /service-desk/api/release, multipart); an id makes it an edit. */
export interface ReleaseSaveValues {
  id?: number;
  subject: string;
  identifier: string;
  description: string;
  status: Option | null;
  priority: Option | null;
  releaseType: Option | null;
  location: Option | null;
  /** 'YYYY-MM-DDTHH:mm' from the date-time inputs, or ''. */
  plannedStart: string;
  plannedEnd: string;
  assets: Option[];
  attachment: File | null;
  /** The stored attachment is removed. */
  attachmentDelete?: boolean;
}

interface Named {
  id: number;
  name: string;
}

/** A row of the release list (data.releases). */
export interface ReleaseRow {
  id: number;
  identifier: string;
  subject: string;
  release_type: Named | null;
  priority: Named | null;
  status: Named | null;
  planned_start_date: string | null;
  planned_end_date: string | null;
  is_edit: boolean;
  is_delete: boolean;
}

/** The release list's filters: ids per section, and date ranges 'YYYY-MM-DD+HH:mm:ss~YYYY-MM-DD+HH:mm:ss'. */
export interface ReleaseListFilters {
  release_ids?: number[];
  status_ids?: number[];
  location_ids?: number[];
  priority_ids?: number[];
  release_type_ids?: number[];
  asset_ids?: number[];
  change_ids?: number[];
  planned_start_date?: string;
  planned_end_date?: string;
  created_at?: string;
  updated_at?: string;
}

/** The Release entity as GET /release/{id} sends it (data.release). */
export interface ReleaseRecord extends ReleaseRow {
  description: string;
  created_at: string | null;
  location: { id: number; title?: string; name?: string } | null;
  attachment: StoredAttachment[];
  attach_assets: Named[];
  attach_changes: { id: number; identifier: string; subject: string }[];
}

export const RELEASE_ACTION_KEYS = [
  'release_asset_attach',
  'release_change_attach',
  'release_edit',
  'release_delete',
  'release_completed',
  'check_planning',
  'release_asset_detach',
  'release_change_detach',
] as const;

export type ReleaseActionKey = (typeof RELEASE_ACTION_KEYS)[number];
export type ReleaseActions = Record<ReleaseActionKey, boolean>;

/** What the view assumes until the flags have arrived, or when they cannot be read. */
export const NO_RELEASE_ACTIONS: ReleaseActions = noActionFlags(RELEASE_ACTION_KEYS);

/** A change row of the release's changes tab (change-list?release_ids=). */
export interface ReleaseChangeRow {
  id: number;
  identifier: string;
  subject: string;
  requester: { id: number; full_name: string; email?: string } | null;
  status: { name: string } | null;
  priority: { name: string } | null;
  department: Named | null;
  created_at: string | null;
}
