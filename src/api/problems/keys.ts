import type { ListQuery } from '../listParams';
import { ticketOwner } from '../owners';
import { recordKeys } from '../query/keys';
import type { ProblemListFilters } from './types';

/** The list's first page: newest first, no search, no filter. */
export const FIRST_PROBLEM_LIST_QUERY: ListQuery = {
  page: 1,
  limit: 10,
  sortField: 'id',
  ascending: false,
  search: '',
};

/**
 * The problem query keys, in a module of their own: the problem area's loader builds the first
 * list page's key before the query library has arrived.
 */
export const problemKeys = {
  ...recordKeys('problems'),
  list: (query: ListQuery, filters: ProblemListFilters) => ['problems', 'list', query, filters] as const,
  ofTicket: (ticketId: number) => ['problems', 'of', ticketOwner(ticketId)] as const,
};
