import { addDateRanges, addIdFilters, type IdFilter } from './list-filters';
import { readListPage, sortFieldsOf, type ListQuery, type ListSource } from './list-query';
import { likeAny, SqlWhere } from './sql-where';
import type { Db } from './types';

/** What a record list with the table filters declares (its rows, sorts, id filters, dates and search). */
export interface FilteredListSpec<TSort extends string, TFilter extends string> {
  /** Where the rows come from; the keys of `sorts` are the fields the list sorts by. */
  source: ListSource<TSort>;
  /** Query parameter name -> how a row matches any of the ids. */
  filters: Readonly<Record<TFilter, IdFilter>>;
  /** The listed rows' alias, e.g. `p`: their created_at and updated_at are what the date ranges filter. */
  alias: string;
  /** Where a plain search looks; a list with a search of its own adds that condition itself. */
  searchColumns?: readonly string[];
}

/** The conditions a list adds to the shared ones; `total` is the count, known when the page is read. */
export type MoreConditions = (where: SqlWhere, forCount: boolean, total?: number) => void;

/**
 * A record list (problems, changes, releases, contracts, assets): its sort fields and filter names
 * for reading the query, and its pages read with the id filters, the created and updated ranges,
 * the plain search, and the conditions only that list has.
 */
export function filteredList<TSort extends string, TFilter extends string>(spec: FilteredListSpec<TSort, TFilter>) {
  const conditions = (query: ListQuery<TSort, TFilter>, forCount: boolean, total?: number, more?: MoreConditions) => {
    const where = new SqlWhere();
    addIdFilters(where, spec.filters, query.ids, forCount);
    addDateRanges(where, spec.alias, query);
    if (spec.searchColumns !== undefined && query.search !== undefined) {
      const search = likeAny(spec.searchColumns, query.search);
      where.add(search.sql, ...search.params);
    }
    more?.(where, forCount, total);
    return where;
  };
  return {
    sortFields: sortFieldsOf(spec.source.sorts),
    filterNames: Object.keys(spec.filters) as TFilter[],
    /** The conditions of every matching row, unpaged (as a count reads them). */
    where: (query: ListQuery<TSort, TFilter>, more?: MoreConditions) => conditions(query, true, undefined, more),
    /** One page and the number of rows matching. */
    readPage: <TRow>(db: Db, query: ListQuery<TSort, TFilter>, more?: MoreConditions) =>
      readListPage<TRow, TSort>(db, spec.source, query, (forCount, total) => conditions(query, forCount, total, more)),
  };
}

/** The fields a filtered list sorts by. */
export type SortFieldOf<TList extends { sortFields: readonly string[] }> = TList['sortFields'][number];
/** The names of a filtered list's id filters. */
export type FilterOf<TList extends { filterNames: readonly string[] }> = TList['filterNames'][number];
