import { useCallback, useState } from 'react';
import type { TableQuery } from '../../api/paging';

export const DEFAULT_TABLE_QUERY: TableQuery = { page: 1, limit: 10, sortField: 'id', ascending: false, search: '' };

/** The paging, sort and search state of one server-paged table; any change but the page returns to page 1. */
export function useTableQuery(initial: Partial<TableQuery> = {}) {
  const [query, setQuery] = useState<TableQuery>({ ...DEFAULT_TABLE_QUERY, ...initial });
  const update = useCallback((change: Partial<TableQuery>) => {
    setQuery((current) => ({ ...current, ...change, page: change.page ?? 1 }));
  }, []);
  return [query, update] as const;
}
