import type { AssetFormField } from '@/api/assets';
import { serveGet, serveLookup } from './serve';

type Definition = Omit<AssetFormField, 'options' | 'scope' | 'value' | 'dependency'> & {
  dependency?: string;
  options?: string[];
  asset_type_id?: number | null;
  department_id?: number | null;
  asset_type_ids?: number[];
  value?: unknown;
};

export const LAPTOP = { id: 4, name: 'Laptop' };
export const SERVER = { id: 9, name: 'Server' };
export const IN_USE = { id: 2, name: 'In Use' };
export const SUPPORT = { id: 1, name: 'Support' };

/** An asset form definition as form/render answers it: core fields, then general, type and department custom fields. */
export const ASSET_FORM_FIELDS: Definition[] = [
  { key: 'name', label: 'Name', type: 'text', required: true },
  { key: 'identifier', label: 'Identifier', type: 'text', required: false },
  { key: 'asset_type_id', label: 'Asset type', type: 'select', required: true, dependency: 'asset_types' },
  { key: 'status_id', label: 'Status', type: 'select', required: true, dependency: 'asset_statuses' },
  { key: 'department_id', label: 'Department', type: 'select', required: false, dependency: 'departments' },
  { key: 'assigned_on', label: 'Assigned on', type: 'date', required: false },
  { key: 'description', label: 'Description', type: 'htmltextarea', required: false },
  { key: 'attachment', label: 'Attachment', type: 'file', required: false },
  { key: 'custom_1', label: 'Serial number', type: 'text', required: false, asset_type_id: null, department_id: null },
  { key: 'custom_3', label: 'Warranty', type: 'select', required: false, options: ['None', '1 year'] },
  { key: 'custom_5', label: 'Memory (GB)', type: 'number', required: false, asset_type_id: LAPTOP.id },
  {
    key: 'custom_7',
    label: 'Environment',
    type: 'radio',
    required: true,
    options: ['Production', 'Staging'],
    asset_type_id: SERVER.id,
  },
  {
    key: 'custom_8',
    label: 'Backed up by',
    type: 'checkbox',
    required: false,
    options: ['Veeam', 'Snapshots'],
    asset_type_id: SERVER.id,
  },
  { key: 'custom_10', label: 'Support contact', type: 'email', required: false, department_id: SUPPORT.id },
];

/** The values edit-asset/12 answers with. */
const ASSET_12: Record<string, unknown> = {
  name: 'Dev laptop 12',
  identifier: 'AST-0012',
  asset_type_id: LAPTOP,
  status_id: IN_USE,
  department_id: null,
  assigned_on: '2026-03-02 00:00:00',
  description: '<p>For the dev team</p>',
  attachment: [{ id: 31, value: 'invoice.pdf', size: 2048, type: 'application/pdf' }],
  custom_1: 'SN-12',
  custom_5: '16',
};

/** Serves the lookups the asset form's selects use. */
export function serveAssetLookups() {
  serveLookup('/service-desk/api/dependency/asset_types', [LAPTOP, SERVER]);
  serveLookup('/service-desk/api/dependency/asset_statuses', [IN_USE]);
  serveLookup('/api/dependency/departments', [SUPPORT]);
}

export const ASSET_FORM_CALL = '/api/form/render';
export const ASSET_TO_EDIT_CALL = '/service-desk/api/edit-asset/12';

/** Serves the create form (form/render?category=asset) and the lookups; returns the form/render queries. */
export function serveAssetForm(fields: Definition[] = ASSET_FORM_FIELDS) {
  serveAssetLookups();
  return serveGet(ASSET_FORM_CALL, {
    data: { category: 'asset', scenario: 'create', form_fields: fields },
  });
}

/** Serves edit-asset/12 with the asset's values (and the lookups). */
export function serveAssetToEdit() {
  serveAssetLookups();
  const fields = ASSET_FORM_FIELDS.map((field) => ({ ...field, value: ASSET_12[field.key] ?? null }));
  serveGet(ASSET_TO_EDIT_CALL, { data: { id: 12, form_fields: fields } });
}
