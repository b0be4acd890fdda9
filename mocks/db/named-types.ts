import { columnSorts } from './list-query';
import type { NamedRecord } from './records/named-record';
import { textRecordStore } from './records/text-record';
import type { Db } from './types';

/** Records that are only a name (procurement modes, contract types, license types). */

export type NamedType = NamedRecord;

/** Rows of another table that point at a record: `column` of `table`, counted as `singular`/`plural`. */
export interface Usage {
  table: string;
  column: string;
  singular: string;
  plural: string;
}

/**
 * Why a record cannot be deleted, every use counted: 'This vendor is used by 2 contracts and
 * 1 product and cannot be deleted.'; undefined when nothing uses it.
 */
export function usageMessage(db: Db, noun: string, id: number, usages: readonly Usage[]): string | undefined {
  const parts = usages.flatMap(({ table, column, singular, plural }) => {
    const count = db.prepare(`SELECT COUNT(*) FROM ${table} WHERE ${column} = ?`).pluck().get(id) as number;
    return count > 0 ? [`${count} ${count === 1 ? singular : plural}`] : [];
  });
  return parts.length > 0 ? `This ${noun} is used by ${parts.join(' and ')} and cannot be deleted.` : undefined;
}

/** A table of named records: listed (searched by name), found, saved, and why a row cannot go. */
export function namedTypeStore(table: string, noun: string, usages: readonly Usage[]) {
  return textRecordStore({
    table,
    noun,
    texts: ['name'],
    sorts: columnSorts('t', ['id', 'created_at', 'updated_at'], ['name']),
    usages,
  });
}
