import type { ListQuery } from '../listParams';
import { ticketOwner } from '../owners';
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
  all: ['problems'] as const,
  lists: () => ['problems', 'list'] as const,
  list: (query: ListQuery, filters: ProblemListFilters) => ['problems', 'list', query, filters] as const,
  /** Everything about one problem: its detail, its flags, the copy its form edits. */
  record: (id: number) => ['problems', id] as const,
  detail: (id: number) => ['problems', id, 'detail'] as const,
  actions: (id: number) => ['problems', id, 'actions'] as const,
  forEdit: (id: number) => ['problems', id, 'edit'] as const,
  ofTicket: (ticketId: number) => ['problems', 'of', ticketOwner(ticketId)] as const,
};
