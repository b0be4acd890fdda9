/** An asset as the asset list sends it. */
export interface AssetRow {
  id: number;
  name: string;
  managed_by: { full_name: string } | null;
  used_by: { full_name: string } | null;
  contract: { id: number; name: string } | null;
}

/** The owners assets are attached to or listed for. */
export type AssetOwnerType = 'sd_problem' | 'sd_changes' | 'tickets' | 'users' | 'organizations';

/** One filter of the asset list, as module-filter-structure/asset describes it: its parameter, label and lookup. */
export interface AssetFilterField {
  /** The list parameter, e.g. asset_type_ids. */
  key: string;
  label: string;
  /** The dependency lookup its choices come from, e.g. asset_types. */
  dependency: string;
}
