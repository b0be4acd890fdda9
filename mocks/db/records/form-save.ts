import { nowDbDate } from '../dates';
import type { Db } from '../types';
import { bold, logActivity, type Actor } from './activity-log';
import { assetsOf, syncAttached } from './associations';
import { replaceRecordAttachment, type AttachmentChange } from './attachments';
import { describeFieldChanges, type Reference } from './field-changes';
import { OWNERS, type OwnerType } from './owners';

/** A record's form: its columns, the references the log names, and the prefix of generated identifiers. */
export interface RecordForm<TColumn extends string> {
  owner: OwnerType;
  columns: readonly TColumn[];
  references: readonly Reference[];
  /** An empty identifier becomes `{prefix}-{id}`, e.g. PRB-0012. */
  identifierPrefix: string;
}

/** The fields of a validated form: the columns, and the full list of its assets. */
export type FormInput<TColumn extends string> = Record<TColumn, string | number | null> & {
  identifier: string;
  asset_ids: readonly number[];
};

function identifierFor(form: RecordForm<string>, id: number, identifier: string): string {
  return identifier !== '' ? identifier : `${form.identifierPrefix}-${String(id).padStart(4, '0')}`;
}

/**
 * Inserts a record from its form and links its assets, logging each step. Run inside the
 * caller's transaction; returns the new id and identifier.
 */
export function insertFromForm<TColumn extends string>(
  db: Db,
  form: RecordForm<TColumn>,
  input: FormInput<TColumn>,
  actor: Actor,
): { id: number; identifier: string } {
  const { table, name } = OWNERS[form.owner];
  const now = nowDbDate();
  const id = Number(
    db
      .prepare(
        `INSERT INTO ${table} (${form.columns.join(', ')}, created_at, updated_at)
         VALUES (${form.columns.map(() => '?').join(', ')}, ?, ?)`,
      )
      .run(...form.columns.map((column) => input[column]), now, now).lastInsertRowid,
  );
  const identifier = identifierFor(form, id, input.identifier);
  db.prepare(`UPDATE ${table} SET identifier = ? WHERE id = ?`).run(identifier, id);
  logActivity(db, form.owner, id, actor, `created the ${name} ${bold(identifier)}`);
  syncAttached(db, form.owner, id, assetsOf(form.owner), input.asset_ids, actor);
  return { id, identifier };
}

/**
 * Saves the whole form over the record (absent optional fields clear it; asset_ids is the full
 * set), logging one entry per changed field. Returns the storage paths of removed files, or
 * undefined when there is no such record.
 */
export function updateFromForm<TColumn extends string>(
  db: Db,
  form: RecordForm<TColumn>,
  id: number,
  input: FormInput<TColumn>,
  actor: Actor,
  attachment: AttachmentChange,
): string[] | undefined {
  const { table } = OWNERS[form.owner];
  return db.transaction(() => {
    const before = db.prepare(`SELECT ${form.columns.join(', ')} FROM ${table} WHERE id = ?`).get(id) as
      Record<TColumn, string | number | null> | undefined;
    if (!before) return undefined;
    const after = { ...input, identifier: identifierFor(form, id, input.identifier) };
    db.prepare(
      `UPDATE ${table} SET ${form.columns.map((c) => `${c} = ?`).join(', ')}, updated_at = ? WHERE id = ?`,
    ).run(...form.columns.map((column) => after[column]), nowDbDate(), id);
    logActivity(db, form.owner, id, actor, ...describeFieldChanges(db, before, after, form.references));
    syncAttached(db, form.owner, id, assetsOf(form.owner), after.asset_ids, actor);
    return replaceRecordAttachment(db, form.owner, id, attachment, actor);
  })();
}
