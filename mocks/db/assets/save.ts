import { nowDbDate } from '../dates';
import { AGENT_SCOPE } from '../labels';
import { bold, logActivity, type Actor } from '../records/activity-log';
import { addRecordAttachment, replaceRecordAttachment, type AttachmentChange } from '../records/attachments';
import { storedCustomFieldValue } from '../records/custom-fields';
import { describeFieldChanges, type ReferenceField } from '../records/field-changes';
import { sharedReference } from '../records/form-save';
import type { Db } from '../types';
import type { AssetCustomFieldDefinition } from './custom-fields';

/** The asset form's references, by column, in form order. */
export const ASSET_REFERENCES: readonly ReferenceField[] = [
  { column: 'asset_type_id', table: 'asset_types', label: 'asset type', required: true },
  { column: 'status_id', table: 'asset_statuses', label: 'status', required: true },
  { column: 'managed_by_id', table: 'users', label: 'managed by', required: false, scope: AGENT_SCOPE },
  { column: 'used_by_id', table: 'users', label: 'used by', required: false },
  { column: 'organization_id', table: 'organizations', label: 'organization', required: false },
  sharedReference('department_id', false),
  sharedReference('location_id', false),
  { column: 'impact_type_id', table: 'impacts', label: 'impact', required: false },
];

/** A custom field with the value the form sent: text, a list (checkboxes), or null when left empty. */
export interface AssetCustomValue {
  field: AssetCustomFieldDefinition;
  value: string | string[] | null;
}

/** A validated asset form. */
export interface AssetInput {
  name: string;
  /** '' lets the asset get one made of its id. */
  identifier: string;
  description: string;
  /** 'YYYY-MM-DD HH:mm:ss', or null. */
  assigned_on: string | null;
  /** Each reference's id by column; null when an optional one is not chosen. */
  references: Readonly<Record<string, number | null>>;
  /** The values of every custom field the asset's type and department carry. */
  custom: readonly AssetCustomValue[];
}

type Row = Record<string, string | number | null>;

function columnValues(input: AssetInput): Row {
  const values: Row = {
    name: input.name,
    identifier: input.identifier,
    description: input.description,
    assigned_on: input.assigned_on,
  };
  for (const { column } of ASSET_REFERENCES) values[column] = input.references[column] ?? null;
  return values;
}

/** Whether another asset than `exceptId` has this identifier. */
export function identifierTaken(db: Db, identifier: string, exceptId?: number): boolean {
  return (
    db.prepare('SELECT 1 FROM assets WHERE identifier = ? AND id IS NOT ?').get(identifier, exceptId ?? null) !==
    undefined
  );
}

/** `AST-0042` for asset 42, with a suffix when someone typed that identifier for another asset. */
function generatedIdentifier(db: Db, id: number): string {
  const base = `AST-${String(id).padStart(4, '0')}`;
  let identifier = base;
  for (let suffix = 2; identifierTaken(db, identifier, id); suffix++) identifier = `${base}-${suffix}`;
  return identifier;
}

/** Replaces the asset's custom values with the form's; values of fields it no longer carries go. */
function writeCustomValues(db: Db, assetId: number, custom: readonly AssetCustomValue[]): void {
  db.prepare('DELETE FROM asset_custom_field_values WHERE asset_id = ?').run(assetId);
  const insert = db.prepare('INSERT INTO asset_custom_field_values (asset_id, field_id, value) VALUES (?, ?, ?)');
  for (const { field, value } of custom) {
    const stored = storedCustomFieldValue(value);
    if (stored !== null) insert.run(assetId, field.id, stored);
  }
}

function storedCustomValues(db: Db, assetId: number): Map<number, string> {
  const rows = db.prepare('SELECT field_id, value FROM asset_custom_field_values WHERE asset_id = ?').all(assetId) as {
    field_id: number;
    value: string;
  }[];
  return new Map(rows.map((row) => [row.field_id, row.value]));
}

function shownValue(value: string | string[]): string {
  return Array.isArray(value) ? value.join(', ') : value;
}

/** The log lines of the custom values a save changed. */
function describeCustomChanges(before: Map<number, string>, custom: readonly AssetCustomValue[]): string[] {
  return custom.flatMap(({ field, value }) => {
    const stored = storedCustomFieldValue(value);
    if ((before.get(field.id) ?? null) === stored) return [];
    return [
      value === null
        ? `removed the ${bold(field.label)}`
        : `changed the ${bold(field.label)} to ${bold(shownValue(value))}`,
    ];
  });
}

function describeAssetChanges(db: Db, before: Row, after: Row): string[] {
  const changes: string[] = [];
  if (before.name !== after.name) changes.push(`changed the name to ${bold(String(after.name))}`);
  changes.push(...describeFieldChanges(db, before, after, ASSET_REFERENCES));
  if (before.assigned_on !== after.assigned_on) {
    changes.push(
      after.assigned_on === null
        ? 'removed the assigned on date'
        : `changed the assigned on date to ${bold(String(after.assigned_on))}`,
    );
  }
  return changes;
}

/** The id the next asset gets (AUTOINCREMENT: one past the highest ever given). */
function nextAssetId(db: Db): number {
  const row = db.prepare("SELECT seq FROM sqlite_sequence WHERE name = 'assets'").get() as { seq: number } | undefined;
  return (row?.seq ?? 0) + 1;
}

/** Creates an asset from its form, with its custom values and file, and logs it. Returns its id. */
export function createAsset(db: Db, input: AssetInput, actor: Actor, attachment: AttachmentChange['upload']): number {
  return db.transaction(() => {
    const identifier = input.identifier === '' ? generatedIdentifier(db, nextAssetId(db)) : input.identifier;
    const values = columnValues({ ...input, identifier });
    const columns = Object.keys(values);
    const now = nowDbDate();
    const id = Number(
      db
        .prepare(
          `INSERT INTO assets (${columns.join(', ')}, created_at, updated_at)
           VALUES (${columns.map(() => '?').join(', ')}, ?, ?)`,
        )
        .run(...Object.values(values), now, now).lastInsertRowid,
    );
    writeCustomValues(db, id, input.custom);
    logActivity(db, 'sd_assets', id, actor, `created the asset ${bold(input.name)}`);
    if (attachment) addRecordAttachment(db, 'sd_assets', id, attachment, actor);
    return id;
  })();
}

/**
 * Saves the whole form over the asset, logging one entry per changed field. Returns the storage
 * paths of removed files, or undefined when there is no such asset.
 */
export function updateAsset(
  db: Db,
  id: number,
  input: AssetInput,
  actor: Actor,
  attachment: AttachmentChange,
): string[] | undefined {
  return db.transaction(() => {
    const identifier = input.identifier === '' ? generatedIdentifier(db, id) : input.identifier;
    const after = columnValues({ ...input, identifier });
    const columns = Object.keys(after);
    const before = db.prepare(`SELECT ${columns.join(', ')} FROM assets WHERE id = ?`).get(id) as Row | undefined;
    if (!before) return undefined;
    const customBefore = storedCustomValues(db, id);
    db.prepare(`UPDATE assets SET ${columns.map((c) => `${c} = ?`).join(', ')}, updated_at = ? WHERE id = ?`).run(
      ...Object.values(after),
      nowDbDate(),
      id,
    );
    writeCustomValues(db, id, input.custom);
    logActivity(
      db,
      'sd_assets',
      id,
      actor,
      ...describeAssetChanges(db, before, after),
      ...describeCustomChanges(customBefore, input.custom),
    );
    return replaceRecordAttachment(db, 'sd_assets', id, attachment, actor);
  })();
}
