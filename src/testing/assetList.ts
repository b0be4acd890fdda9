import type { AssetCustomFieldDefinition, AssetListRow } from '@/api/assets';
import { ASSET_TYPE_FILTER, serveGet } from './serve';

export const ASSET_LIST = '/service-desk/api/asset-list';
export const ASSET_CUSTOM_FIELDS = '/service-desk/api/asset-custom-field-list';
export const ASSET_FILTER_STRUCTURE = '/service-desk/api/module-filter-structure/asset';

/** An asset list row named 'Asset number {id}' with every link target filled in. */
export function assetListRow(id: number, overrides: Partial<AssetListRow> = {}): AssetListRow {
  return {
    id,
    asset_id: `AST-${id}`,
    name: `Asset number ${id}`,
    identifier: `AST-000${id}`,
    asset_type: { id: 4, name: 'Laptop' },
    asset_status: { id: 1, name: 'In Use' },
    department: { id: 2, name: 'Finance' },
    location: { id: 3, name: 'Berlin office' },
    organization: { id: 5, name: 'Acme Ltd' },
    managed_by: { id: 6, full_name: 'Mia Manager', email: 'mia@acme.test' },
    used_by: { id: 7, full_name: 'Ulf User', email: 'ulf@acme.test' },
    impact_type: { id: 1, name: 'High' },
    product: { id: 8, name: 'ThinkPad fleet' },
    assigned_on: '2024-03-05 09:30:00',
    created_at: '2024-03-01 08:00:00',
    updated_at: '2024-03-10 17:45:00',
    attachment: null,
    ...overrides,
  };
}

/** One custom field of each kind the asset filter offers. */
export const ASSET_CUSTOM_FIELD_DEFINITIONS: AssetCustomFieldDefinition[] = [
  { id: 1, label: 'Serial number', unique: 'custom_1', type: 'text', options: [], api_info: null },
  { id: 2, label: 'Purchase date', unique: 'custom_2', type: 'date', options: [], api_info: null },
  { id: 3, label: 'Warranty', unique: 'custom_3', type: 'select', options: ['None', '3 years'], api_info: null },
  { id: 4, label: 'Memory', unique: 'custom_4', type: 'number', options: [], api_info: null },
  { id: 5, label: 'Contact', unique: 'custom_5', type: 'email', options: [], api_info: null },
  { id: 6, label: 'Backups', unique: 'custom_6', type: 'checkbox', options: ['Veeam'], api_info: null },
  { id: 7, label: 'Environment', unique: 'custom_7', type: 'radio', options: ['Production'], api_info: null },
  { id: 8, label: 'Notes', unique: 'custom_8', type: 'textarea', options: [], api_info: null },
];

export const ASSET_FILTER_ENTRIES = [
  ASSET_TYPE_FILTER,
  { key: 'dept_ids', label: 'Department', dependency: 'departments', url: '/api/dependency/departments' },
];

/** Answers the list page's side calls: its filter structure and its custom fields. */
export function serveAssetListSupport(): void {
  serveGet(ASSET_FILTER_STRUCTURE, { data: ASSET_FILTER_ENTRIES });
  serveGet(ASSET_CUSTOM_FIELDS, { data: { custom_fields: ASSET_CUSTOM_FIELD_DEFINITIONS } });
}

export function serveAssetList(rows: AssetListRow[], total = rows.length) {
  return serveGet(ASSET_LIST, { data: { data: { data: rows, total } } });
}
