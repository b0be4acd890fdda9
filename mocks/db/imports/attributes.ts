import { assetCustomFieldsFor } from '../assets/custom-fields';
import type { Db } from '../types';

/** How a cell is read: plain text, a date in the chosen format, a user's email, or a named record. */
export type AttributeKind = 'text' | 'date' | 'user' | 'reference';

/** A system attribute a file column can be mapped to. */
export interface ImportAttribute {
  key: string;
  label: string;
  kind: AttributeKind;
  required: boolean;
  /** Set by the system; never mapped. */
  hidden: boolean;
  /** A part of a group (the custom fields). */
  nested: boolean;
  description: string;
  /** The table a reference's name is looked up in. */
  table?: string;
  customFieldId?: number;
}

const field = (
  key: string,
  label: string,
  kind: AttributeKind,
  description: string,
  extra: Partial<ImportAttribute> = {},
): ImportAttribute => ({ key, label, kind, required: false, hidden: false, nested: false, description, ...extra });

/** The asset's own columns, in the order the mapping table lists them. */
const ASSET_ATTRIBUTES: readonly ImportAttribute[] = [
  field('id', 'Id', 'text', 'Given by the system.', { hidden: true }),
  field('name', 'Name', 'text', 'The name of the asset.', { required: true }),
  field('identifier', 'Identifier', 'text', 'Unique per asset; "update existing records" matches on it.', {
    required: true,
  }),
  field('asset_type', 'Asset type', 'reference', 'The name of an asset type; empty means the type chosen on upload.', {
    table: 'asset_types',
  }),
  field('asset_status', 'Asset status', 'reference', 'The name of an asset status; empty means In Use.', {
    table: 'asset_statuses',
  }),
  field('used_by', 'Used by', 'user', 'The email address of the user of the asset.'),
  field('managed_by', 'Managed by', 'user', 'The email address of the agent managing the asset.'),
  field('department', 'Department', 'reference', 'The name of a department.', { table: 'departments' }),
  field('location', 'Location', 'reference', 'The name of a location.', { table: 'locations' }),
  field('organization', 'Organization', 'reference', 'The name of an organization.', { table: 'organizations' }),
  field('impact_type', 'Impact', 'reference', 'The name of an impact.', { table: 'impacts' }),
  field('assigned_on', 'Assigned on', 'date', 'The date the asset was assigned, in the chosen date-time format.'),
  field('description', 'Description', 'text', 'A description of the asset.'),
];

const CUSTOM_KINDS: Record<string, AttributeKind | undefined> = {
  text: 'text',
  textarea: 'text',
  number: 'text',
  email: 'text',
  date: 'date',
};

/** The attributes an asset of this type can be imported with: its own columns, then its text and date custom fields. */
export function assetImportAttributes(db: Db, assetTypeId: number): ImportAttribute[] {
  const custom = assetCustomFieldsFor(db, assetTypeId, null).flatMap((definition) => {
    const kind = CUSTOM_KINDS[definition.type];
    if (!kind) return [];
    return [
      field(definition.unique, definition.label, kind, `Custom field "${definition.label}".`, {
        nested: true,
        required: definition.required,
        customFieldId: definition.id,
      }),
    ];
  });
  return [...ASSET_ATTRIBUTES, ...custom];
}
