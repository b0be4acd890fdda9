import { useCallback, useState } from 'react';

/** The paging, sort and search state of a server-paged table (what a list call takes). */
export interface TableQuery {
  page: number;
  limit: number;
  sortField: string;
  ascending: boolean;
  search: string;
}

/** A table's first state: page 1 of 10 rows, newest first, no search. */
export const DEFAULT_TABLE_QUERY: TableQuery = { page: 1, limit: 10, sortField: 'id', ascending: false, search: '' };

/** The first sort of asset tables: by name, A to Z. */
export const BY_NAME: Partial<TableQuery> = { sortField: 'name', ascending: true };

/** The state of one server-paged table; any change but the page returns to page 1. */
export function useTableQuery(initial: Partial<TableQuery> = {}) {
  const [query, setQuery] = useState<TableQuery>({ ...DEFAULT_TABLE_QUERY, ...initial });
  const update = useCallback((change: Partial<TableQuery>) => {
    setQuery((current) => ({ ...current, ...change, page: change.page ?? 1 }));
  }, []);
  return [query, update] as const;
}
