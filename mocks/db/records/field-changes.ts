import { labelOf, type LabelledTable } from '../labels';
import type { Db } from '../types';
import { bold } from './activity-log';

/** A field of a record's form that names another record. */
export interface ReferenceField {
  column: string;
  table: LabelledTable;
  /** How messages name the field: 'The requester field is required.' */
  label: string;
  /** How the activity log names the field, when not as the messages do. */
  logName?: string;
  required: boolean;
  /** A condition the referenced row must meet (alias t), e.g. agents only. */
  scope?: string;
}

type Row = Readonly<Record<string, unknown>>;

/**
 * The log lines for a saved form: subject, identifier and description, then each reference whose
 * id changed, named by its label (or "removed" when cleared).
 */
export function describeFieldChanges(db: Db, before: Row, after: Row, references: readonly ReferenceField[]): string[] {
  const changes: string[] = [];
  if (before.subject !== after.subject) changes.push(`changed the subject to ${bold(String(after.subject))}`);
  if (before.identifier !== after.identifier)
    changes.push(`changed the identifier to ${bold(String(after.identifier))}`);
  if (before.description !== after.description) changes.push('updated the description');
  for (const { column, table, label, logName = label } of references) {
    const value = after[column] as number | null;
    if (before[column] === value) continue;
    changes.push(
      value === null ? `removed the ${logName}` : `changed the ${logName} to ${bold(labelOf(db, table, value) ?? '')}`,
    );
  }
  return changes;
}
