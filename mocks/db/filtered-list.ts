import { addDateRanges, addIdFilters, type IdFilter } from './list-filters';
import { readListPage, sortFieldsOf, type ListQuery, type ListSource } from './list-query';
import type { ListSearch } from './list-search';
import { SqlWhere } from './sql-where';
import { MANY_MATCHES, searchCondition, type SearchCondition } from './text-search';
import type { Db } from './types';

/** What a record list with the table filters declares (its rows, sorts, id filters, dates and search). */
export interface FilteredListSpec<TSort extends string, TFilter extends string> {
  /** Where the rows come from; the keys of `sorts` are the fields the list sorts by. */
  source: ListSource<TSort>;
  /** Query parameter name -> how a row matches any of the ids. */
  filters: Readonly<Record<TFilter, IdFilter>>;
  /** The listed rows' alias, e.g. `p`: their created_at and updated_at are what the date ranges filter. */
  alias: string;
  /** What the search reads: the texts the list shows (an indexed search for a list that grows large). */
  search: ListSearch;
}

/** The conditions a list adds to the shared ones; `total` is the count, known when the page is read. */
export type MoreConditions = (where: SqlWhere, forCount: boolean, total?: number) => void;

/**
 * A record list (problems, changes, releases, contracts, assets): its sort fields and filter names
 * for reading the query, and its pages read with the id filters, the created and updated ranges,
 * the plain search, and the conditions only that list has.
 */
export function filteredList<TSort extends string, TFilter extends string>(spec: FilteredListSpec<TSort, TFilter>) {
  type Query = ListQuery<TSort, TFilter>;
  const conditions = (
    query: Query,
    forCount: boolean,
    total?: number,
    more?: MoreConditions,
    search?: SearchCondition,
  ) => {
    const where = new SqlWhere();
    addIdFilters(where, spec.filters, query.ids, forCount);
    addDateRanges(where, spec.alias, query);
    more?.(where, forCount, total);
    if (search) {
      // Many matches: the count reads the other conditions' index, the page walks the sort's.
      const checked = forCount
        ? !where.isEmpty && (search.candidates ?? 0) > MANY_MATCHES
        : (total ?? 0) >= MANY_MATCHES;
      where.add(search.sql(checked), ...search.params);
    }
    return where;
  };
  const searchOf = (db: Db, query: Query) =>
    query.search === undefined ? undefined : searchCondition(db, spec.search, query.search);
  return {
    sortFields: sortFieldsOf(spec.source.sorts),
    filterNames: Object.keys(spec.filters) as TFilter[],
    search: spec.search,
    /** The conditions of every matching row, unpaged (as a count reads them). */
    where: (db: Db, query: Query, more?: MoreConditions) =>
      conditions(query, true, undefined, more, searchOf(db, query)),
    /** One page and the number of rows matching. */
    readPage: <TRow>(db: Db, query: Query, more?: MoreConditions) => {
      const search = searchOf(db, query);
      // A search and nothing else: its index counted the rows.
      const alone = search?.matches !== undefined && conditions(query, true, undefined, more).isEmpty;
      return readListPage<TRow, TSort>(
        db,
        spec.source,
        query,
        (forCount, total) => conditions(query, forCount, total, more, search),
        alone ? search.matches : undefined,
      );
    },
  };
}

/** The fields a filtered list sorts by. */
export type SortFieldOf<TList extends { sortFields: readonly string[] }> = TList['sortFields'][number];
/** The names of a filtered list's id filters. */
export type FilterOf<TList extends { filterNames: readonly string[] }> = TList['filterNames'][number];
