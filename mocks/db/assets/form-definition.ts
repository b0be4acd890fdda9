import type { CustomFieldType } from '../list-filters';
import { listOwnedAttachments } from '../records/attachments';
import { customFieldValue } from '../records/custom-fields';
import type { Db } from '../types';
import { listAssetCustomFields, type AssetCustomFieldDefinition } from './custom-fields';
import { findAssetDetail } from './detail';
import { ASSET_REFERENCES } from './save';

/** One field of the asset form as the form definition lists it; `value` only when editing. */
export interface AssetFormField {
  key: string;
  label: string;
  /** text, select, date, htmltextarea, file, or a custom field's type. */
  type: string;
  required: boolean;
  /** The lookup a select's options come from. */
  dependency?: string;
  /** A custom field's choices. */
  options?: string[];
  /** A custom field's scope: shown for this asset type, or this department; both null: always shown. */
  asset_type_id?: number | null;
  department_id?: number | null;
  /** A form group's field: shown for any of these asset types. */
  asset_type_ids?: number[];
  value?: unknown;
}

const LOOKUPS: Record<string, string> = {
  asset_type_id: 'asset_types',
  status_id: 'asset_statuses',
  managed_by_id: 'agents',
  used_by_id: 'users',
  organization_id: 'organizations',
  department_id: 'departments',
  location_id: 'locations',
  impact_type_id: 'impacts',
};

function capitalised(label: string): string {
  return `${label[0].toUpperCase()}${label.slice(1)}`;
}

function customField(field: AssetCustomFieldDefinition): AssetFormField {
  return {
    key: field.unique,
    label: field.label,
    type: field.type,
    required: field.required,
    options: field.options,
    asset_type_id: field.asset_type_id,
    department_id: field.department_id,
    ...(field.form_group_id === null ? {} : { asset_type_ids: field.asset_type_ids }),
  };
}

/** The asset form: name, identifier, the references, assigned on, description, attachment, then every custom field. */
export function assetFormFields(db: Db): AssetFormField[] {
  return [
    { key: 'name', label: 'Name', type: 'text', required: true },
    { key: 'identifier', label: 'Identifier', type: 'text', required: false },
    ...ASSET_REFERENCES.map(({ column, label, required }) => ({
      key: column,
      label: capitalised(label),
      type: 'select',
      required,
      dependency: LOOKUPS[column],
    })),
    { key: 'assigned_on', label: 'Assigned on', type: 'date', required: false },
    { key: 'description', label: 'Description', type: 'htmltextarea', required: false },
    { key: 'attachment', label: 'Attachment', type: 'file', required: false },
    ...listAssetCustomFields(db).map(customField),
  ];
}

type Ref = { id: number; name?: string; title?: string; full_name?: string } | null;

function option(ref: Ref): { id: number; name: string } | null {
  return ref ? { id: ref.id, name: ref.full_name ?? ref.name ?? ref.title ?? String(ref.id) } : null;
}

function customValues(db: Db, assetId: number): Map<string, string | string[]> {
  const rows = db
    .prepare(
      `SELECT f.type, v.field_id, v.value FROM asset_custom_field_values v
       JOIN asset_custom_fields f ON f.id = v.field_id WHERE v.asset_id = ?`,
    )
    .all(assetId) as { type: CustomFieldType; field_id: number; value: string }[];
  return new Map(rows.map((row) => [`custom_${row.field_id}`, customFieldValue(row.type, row.value) ?? '']));
}

/** The asset form with the asset's values (selects as { id, name }, the attachment as its file list); undefined when there is no such asset. */
export function assetFormWithValues(db: Db, id: number): AssetFormField[] | undefined {
  const asset = findAssetDetail(db, id);
  if (!asset) return undefined;
  const references: Record<string, Ref> = {
    asset_type_id: asset.asset_type,
    status_id: asset.asset_status,
    managed_by_id: asset.managed_by,
    used_by_id: asset.used_by,
    organization_id: asset.organization,
    department_id: asset.department,
    location_id: asset.location,
    impact_type_id: asset.impact_type,
  };
  const values: Record<string, unknown> = {
    name: asset.name,
    identifier: asset.identifier,
    assigned_on: asset.assigned_on,
    description: asset.description,
    attachment: listOwnedAttachments(db, { type: 'sd_assets', id }),
    ...Object.fromEntries(Object.entries(references).map(([key, ref]) => [key, option(ref)])),
    ...Object.fromEntries(customValues(db, id)),
  };
  return assetFormFields(db).map((field) => ({ ...field, value: values[field.key] ?? null }));
}
