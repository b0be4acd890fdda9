import type { PageDeclaration } from '../../federation/routeDeclaration';

const root = '/service-desk/problem';

/** The problem area's pages, in the order its route table matches them. */
export const problemPages = {
  root: { pattern: root, title: 'Problems' },
  list: { pattern: `${root}/list`, title: 'Problems' },
  show: { pattern: `${root}/:id/show`, title: 'Problem' },
  create: { pattern: `${root}/create`, title: 'New problem' },
  edit: { pattern: `${root}/:id/edit`, title: 'Edit problem' },
} satisfies Record<string, PageDeclaration>;

/** The paths the list shows on: the area's root and the list itself. */
export const PROBLEM_LIST_PATTERNS = [problemPages.root.pattern, problemPages.list.pattern];
