/**
 * The list conventions of the host's backend, in one place: paging, sort, search and filters.
 * The sort order is sent inverted relative to the ascending flag: ascending is sent as 'desc'.
 */
export interface ListQuery {
  page: number;
  limit: number;
  sortField: string;
  ascending: boolean;
  search: string;
}

/** Parameter names: most calls use the dashed names; some use one of the variants. */
export interface PagingNames {
  sortField: 'sort-field' | 'sort_by';
  sortOrder: 'sort-order' | 'order';
  search: 'search-query' | 'search_query' | 'search';
}

export const STANDARD_PAGING_NAMES: PagingNames = {
  sortField: 'sort-field',
  sortOrder: 'sort-order',
  search: 'search-query',
};

/** The tickets tabs of a problem and a change and a ticket's changes: the dashed names, but search_query. */
export const SEARCH_QUERY_PAGING_NAMES: PagingNames = { ...STANDARD_PAGING_NAMES, search: 'search_query' };

export function sentSortOrder(ascending: boolean): 'asc' | 'desc' {
  return ascending ? 'desc' : 'asc';
}

export function pagingParams(
  query: ListQuery,
  names: PagingNames = STANDARD_PAGING_NAMES,
): Record<string, string | number> {
  const params: Record<string, string | number> = {
    [names.sortField]: query.sortField,
    [names.sortOrder]: sentSortOrder(query.ascending),
    page: query.page,
    limit: query.limit,
  };
  if (query.search.trim()) params[names.search] = query.search.trim();
  return params;
}

/** Filters are sent as name[index]=id. */
export function filterParams(
  filters: Record<string, Array<string | number> | undefined>,
): Record<string, Array<string | number>> {
  const params: Record<string, Array<string | number>> = {};
  for (const [name, ids] of Object.entries(filters)) {
    if (ids && ids.length > 0) params[name] = ids;
  }
  return params;
}
