import { recordPages } from '../../federation/recordPages';

/** The problem area's pages, in the order its route table matches them. */
export const problemPages = recordPages(
  '/service-desk/problem',
  { root: 'Problems', list: 'Problems', show: 'Problem', create: 'New problem', edit: 'Edit problem' },
  { list: '/list' },
);

/** The paths the list shows on: the area's root and the list itself. */
export const PROBLEM_LIST_PATTERNS = [problemPages.root.pattern, problemPages.list.pattern];
