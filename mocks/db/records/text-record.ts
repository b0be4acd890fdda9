import { nowDbDate } from '../dates';
import { insertRow } from '../insert';
import { readListPage, sortFieldsOf, type PageQuery } from '../list-query';
import { usageMessage, type Usage } from '../named-types';
import { listSearch, ownText, searchIn } from '../list-search';
import type { Db } from '../types';

/** A row of a table of texts: its id, its texts, and when it was created and last updated. */
export type TextRecord<TText extends string> = { id: number } & Record<TText, string> & {
    created_at: string;
    updated_at: string;
  };

/** A table of records that are texts (named types, asset statuses, CMDB relation types). */
export interface TextTable<TText extends string, TSort extends string> {
  table: string;
  /** 'asset status': what its messages call a record. */
  noun: string;
  /** The text columns, in the answer's order. */
  texts: readonly TText[];
  /** The texts its list shows, which its search reads: every one unless given. */
  shown?: readonly TText[];
  /** The ORDER BY of each sort field, the rows aliased `t` (columnSorts). */
  sorts: Record<TSort, string>;
  /** The rows that keep a record from being deleted. */
  usages: readonly Usage[];
}

/** How a table of text records is listed (searched in the texts shown), found, saved, and why a row cannot go. */
export function textRecordStore<TText extends string, TSort extends string>(spec: TextTable<TText, TSort>) {
  type Row = TextRecord<TText>;
  const { table, texts } = spec;
  const columns = ['id', ...texts, 'created_at', 'updated_at'].map((column) => `t.${column}`).join(', ');
  const textsOf = (input: Record<TText, string>) => texts.map((text) => input[text]);
  const search = listSearch('t', Object.fromEntries((spec.shown ?? texts).map((text) => [text, ownText(text)])));
  return {
    table,
    noun: spec.noun,
    sortFields: sortFieldsOf(spec.sorts),
    list: (db: Db, query: PageQuery<TSort>) =>
      readListPage<Row, TSort>(
        db,
        { from: `${table} t`, columns, key: 't.id', sorts: spec.sorts },
        query,
        searchIn(search, query.search),
      ),
    find: (db: Db, id: number) =>
      db.prepare(`SELECT ${columns} FROM ${table} t WHERE t.id = ?`).get(id) as Row | undefined,
    save: (db: Db, input: Record<TText, string>, id: number | undefined): number => {
      const now = nowDbDate();
      if (id === undefined) {
        const row = Object.fromEntries(texts.map((text) => [text, input[text]]));
        return insertRow(db, table, { ...row, created_at: now, updated_at: now });
      }
      const assignments = texts.map((text) => `${text} = ?`).join(', ');
      db.prepare(`UPDATE ${table} SET ${assignments}, updated_at = ? WHERE id = ?`).run(...textsOf(input), now, id);
      return id;
    },
    usage: (db: Db, id: number) => usageMessage(db, spec.noun, id, spec.usages),
  };
}

export type TextRecordStore<TText extends string, TSort extends string> = ReturnType<
  typeof textRecordStore<TText, TSort>
>;
