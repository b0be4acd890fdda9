import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useTableQuery, type TableQuery } from './useTableQuery';

/**
 * A server-paged table's list and its paging, sort and search state, as DataTable takes them
 * (`list`, `query`, `onQueryChange`).
 */
export function useTableList<Data, Key extends QueryKey>(
  listQuery: (query: TableQuery) => UseQueryOptions<Data, Error, Data, Key>,
  initial?: Partial<TableQuery>,
) {
  const [query, onQueryChange] = useTableQuery(initial);
  const list = useQuery(listQuery(query));
  return { list, query, onQueryChange };
}
