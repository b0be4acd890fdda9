/** The columns of an asset that its form and an import set, in the form's order. */
export const ASSET_COLUMNS = [
  'name',
  'identifier',
  'asset_type_id',
  'status_id',
  'managed_by_id',
  'used_by_id',
  'organization_id',
  'department_id',
  'location_id',
  'impact_type_id',
  'assigned_on',
  'description',
] as const;
