import { useCallback, useState } from 'react';
import { DEFAULT_TABLE_QUERY, type TableQuery } from '../../api/paging';

/** The paging, sort and search state of one server-paged table; any change but the page returns to page 1. */
export function useTableQuery(initial: Partial<TableQuery> = {}) {
  const [query, setQuery] = useState<TableQuery>({ ...DEFAULT_TABLE_QUERY, ...initial });
  const update = useCallback((change: Partial<TableQuery>) => {
    setQuery((current) => ({ ...current, ...change, page: change.page ?? 1 }));
  }, []);
  return [query, update] as const;
}
