import { nowDbDate } from '../dates';
import type { Db } from '../types';
import { bold, logActivity, type Actor } from './activity-log';
import { assetsOf, syncAttached } from './associations';
import { replaceRecordAttachment, type AttachmentChange } from './attachments';
import { describeFieldChanges, type ReferenceField } from './field-changes';
import { OWNERS, type OwnerType } from './owners';

/**
 * A record's form: subject, identifier and description, the references to other records (their
 * columns, in this order after the texts), its assets, and the prefix of generated identifiers.
 */
export interface RecordForm {
  owner: OwnerType;
  references: readonly ReferenceField[];
  /** An empty identifier becomes `{prefix}-{id}`, e.g. PRB-0012. */
  identifierPrefix: string;
}

/** The references several records' forms have, by column: the table they point to and their label. */
const SHARED_REFERENCES = {
  requester_id: { table: 'users', label: 'requester' },
  department_id: { table: 'departments', label: 'department' },
  impact_id: { table: 'impacts', label: 'impact' },
  priority_id: { table: 'priorities', label: 'priority' },
  location_id: { table: 'locations', label: 'location' },
} as const satisfies Record<string, Pick<ReferenceField, 'table' | 'label'>>;

/** One of the shared references of a form, required or not. */
export function sharedReference(column: keyof typeof SHARED_REFERENCES, required: boolean): ReferenceField {
  return { column, ...SHARED_REFERENCES[column], required };
}

/** A validated form. */
export interface FormInput {
  subject: string;
  identifier: string;
  description: string;
  /** Each reference's id by column; null when an optional one is not chosen. */
  references: Readonly<Record<string, number | null>>;
  asset_ids: readonly number[];
}

function identifierFor(form: RecordForm, id: number, identifier: string): string {
  return identifier !== '' ? identifier : `${form.identifierPrefix}-${String(id).padStart(4, '0')}`;
}

/** The form's columns with their values, in the table's order. */
function columnValues(form: RecordForm, input: FormInput): Record<string, string | number | null> {
  const values: Record<string, string | number | null> = {
    subject: input.subject,
    identifier: input.identifier,
    description: input.description,
  };
  for (const { column } of form.references) values[column] = input.references[column] ?? null;
  return values;
}

/**
 * Inserts a record from its form and links its assets, logging each step. Run inside the
 * caller's transaction; returns the new id and identifier.
 */
export function insertFromForm(
  db: Db,
  form: RecordForm,
  input: FormInput,
  actor: Actor,
): { id: number; identifier: string } {
  const { table, name } = OWNERS[form.owner];
  const values = columnValues(form, input);
  const columns = Object.keys(values);
  const now = nowDbDate();
  const id = Number(
    db
      .prepare(
        `INSERT INTO ${table} (${columns.join(', ')}, created_at, updated_at)
         VALUES (${columns.map(() => '?').join(', ')}, ?, ?)`,
      )
      .run(...Object.values(values), now, now).lastInsertRowid,
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
export function updateFromForm(
  db: Db,
  form: RecordForm,
  id: number,
  input: FormInput,
  actor: Actor,
  attachment: AttachmentChange,
): string[] | undefined {
  const { table } = OWNERS[form.owner];
  const after = columnValues(form, { ...input, identifier: identifierFor(form, id, input.identifier) });
  const columns = Object.keys(after);
  return db.transaction(() => {
    const before = db.prepare(`SELECT ${columns.join(', ')} FROM ${table} WHERE id = ?`).get(id) as
      Record<string, string | number | null> | undefined;
    if (!before) return undefined;
    db.prepare(`UPDATE ${table} SET ${columns.map((c) => `${c} = ?`).join(', ')}, updated_at = ? WHERE id = ?`).run(
      ...Object.values(after),
      nowDbDate(),
      id,
    );
    logActivity(db, form.owner, id, actor, ...describeFieldChanges(db, before, after, form.references));
    syncAttached(db, form.owner, id, assetsOf(form.owner), input.asset_ids, actor);
    return replaceRecordAttachment(db, form.owner, id, attachment, actor);
  })();
}
