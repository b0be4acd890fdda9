import { labelOf, type LabelledTable } from '../labels';
import type { Db } from '../types';
import { bold } from './activity-log';

/** [column, table its id points into, the field's name in the log]. */
export type Reference = readonly [string, LabelledTable, string];

type Row = Readonly<Record<string, unknown>>;

/**
 * The log lines for a saved form: subject, identifier and description, then each reference whose
 * id changed, named by its label (or "removed" when cleared).
 */
export function describeFieldChanges(db: Db, before: Row, after: Row, references: readonly Reference[]): string[] {
  const changes: string[] = [];
  if (before.subject !== after.subject) changes.push(`changed the subject to ${bold(String(after.subject))}`);
  if (before.identifier !== after.identifier)
    changes.push(`changed the identifier to ${bold(String(after.identifier))}`);
  if (before.description !== after.description) changes.push('updated the description');
  for (const [column, table, field] of references) {
    const value = after[column] as number | null;
    if (before[column] === value) continue;
    changes.push(
      value === null ? `removed the ${field}` : `changed the ${field} to ${bold(labelOf(db, table, value) ?? '')}`,
    );
  }
  return changes;
}
