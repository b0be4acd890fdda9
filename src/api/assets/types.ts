/** An asset as the asset list sends it. */
export interface AssetRow {
  id: number;
  name: string;
  managed_by: { id?: number; full_name: string } | null;
  used_by: { id?: number; full_name: string } | null;
  contract: { id: number; name: string } | null;
}

/** The owners assets are attached to or listed for. */
export type AssetOwnerType =
  'sd_problem' | 'sd_changes' | 'sd_releases' | 'tickets' | 'users' | 'organizations' | 'sd_contracts' | 'sd_products';

interface AssetPerson {
  id: number;
  full_name: string;
  email?: string;
}

/** One asset as its detail page shows it (GET asset/{id}, data.asset). */
export interface AssetDetail {
  id: number;
  name: string;
  identifier: string;
  created_at: string;
  updated_at?: string;
  asset_type: { id: number; name: string } | null;
  asset_status: { id: number; name: string } | null;
  department: { id: number; name: string } | null;
  organization: { id: number; name: string } | null;
  location: { id: number; name: string } | null;
  managed_by: AssetPerson | null;
  used_by: AssetPerson | null;
  product: { id: number; name: string } | null;
  impact_type: { id: number; name: string } | null;
  assigned_on: string | null;
  description: string;
  /** The asset's files: value is the file name. */
  attachments?: AssetAttachment[];
  custom_field_values_for_asset_form_builder_only?: AssetCustomFieldValue[];
  custom_field_values_for_asset_type?: AssetCustomFieldValue[];
  custom_field_values_for_department?: AssetCustomFieldValue[];
}

export interface AssetAttachment {
  id: number;
  value: string;
  size: number | string;
  type?: string | null;
  icon_url?: string | null;
}

/** A custom field's value on the asset: a list for check boxes, 'YYYY-MM-DD' for dates. */
export interface AssetCustomFieldValue {
  id: number;
  label: string;
  field_type: string;
  value: string | string[] | null;
}

/** One filter of the asset list, as module-filter-structure/asset describes it: its parameter, label and lookup. */
export interface AssetFilterField {
  /** The list parameter, e.g. asset_type_ids. */
  key: string;
  label: string;
  /** The dependency lookup its choices come from, e.g. asset_types. */
  dependency: string;
}
