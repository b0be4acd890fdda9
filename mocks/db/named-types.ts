import { nowDbDate } from './dates';
import { insertRow } from './insert';
import { readListPage, type PageQuery } from './list-query';
import { searchIn } from './reference-rows';
import type { NamedRecord, NamedRecordSortField } from './records/named-record';
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

/** How a table of named records is listed (searched by name), found, saved, and why a row cannot go. */
export function namedTypeStore(table: string, noun: string, usages: readonly Usage[]) {
  const columns = 't.id, t.name, t.created_at, t.updated_at';
  return {
    list: (db: Db, query: PageQuery<NamedRecordSortField>) =>
      readListPage<NamedType, NamedRecordSortField>(
        db,
        {
          from: `${table} t`,
          columns,
          key: 't.id',
          sorts: { id: 't.id', name: 't.name COLLATE NOCASE', created_at: 't.created_at', updated_at: 't.updated_at' },
        },
        query,
        searchIn(['t.name'], query.search),
      ),
    find: (db: Db, id: number) =>
      db.prepare(`SELECT ${columns} FROM ${table} t WHERE t.id = ?`).get(id) as NamedType | undefined,
    save: (db: Db, input: { name: string }, id: number | undefined): number => {
      const now = nowDbDate();
      if (id === undefined) return insertRow(db, table, { name: input.name, created_at: now, updated_at: now });
      db.prepare(`UPDATE ${table} SET name = ?, updated_at = ? WHERE id = ?`).run(input.name, now, id);
      return id;
    },
    usage: (db: Db, id: number) => usageMessage(db, noun, id, usages),
  };
}
