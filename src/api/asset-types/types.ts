/** An asset type as its list and its form read it: `parents` is its parent's chain from the root. */
export interface AssetType {
  id: number;
  name: string;
  parent: { id: number; name: string } | null;
  parents: { id: number; name: string }[];
  is_default: boolean;
  created_at: string;
  updated_at: string;
}

/** What a save sends (parent_id empty for a root type). */
export interface AssetTypeSaveValues {
  name: string;
  parent: { id: number; name: string } | null;
  isDefault: boolean;
}
