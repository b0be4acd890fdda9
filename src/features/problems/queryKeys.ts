import { DEFAULT_TABLE_QUERY, type TableQuery } from '../../api/paging';
import type { ProblemListFilters } from '../../api/problems';

export const problemKeys = {
  all: ['problems'] as const,
  list: (query: TableQuery, filters: ProblemListFilters) => ['problems', 'list', query, filters] as const,
};

/** The list's first page: newest first, no search, no filter. */
export const FIRST_PROBLEM_LIST_QUERY: TableQuery = { ...DEFAULT_TABLE_QUERY, sortField: 'id' };
