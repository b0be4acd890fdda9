/** A form group's category and the tables behind it: the types it links to and the fields it holds. */
export const FORM_GROUP_CATEGORIES = ['asset', 'change'] as const;
export type FormGroupCategory = (typeof FORM_GROUP_CATEGORIES)[number];

export interface CategoryTables {
  /** The type table the group links to, e.g. asset_types. */
  typeTable: string;
  /** The link table and its type column, e.g. form_group_asset_types.asset_type_id. */
  linkTable: string;
  typeColumn: string;
  /** The custom-field table the group's fields are rows of, and their values' table. */
  fieldTable: string;
  valueTable: string;
  /** The field of the payload and the answer naming the linked types, e.g. asset_type_ids. */
  typeIdsKey: 'asset_type_ids' | 'change_type_ids';
}

export const CATEGORY_TABLES: Record<FormGroupCategory, CategoryTables> = {
  asset: {
    typeTable: 'asset_types',
    linkTable: 'form_group_asset_types',
    typeColumn: 'asset_type_id',
    fieldTable: 'asset_custom_fields',
    valueTable: 'asset_custom_field_values',
    typeIdsKey: 'asset_type_ids',
  },
  change: {
    typeTable: 'change_types',
    linkTable: 'form_group_change_types',
    typeColumn: 'change_type_id',
    fieldTable: 'change_custom_fields',
    valueTable: 'change_custom_field_values',
    typeIdsKey: 'change_type_ids',
  },
};
