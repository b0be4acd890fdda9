import type { PageDeclaration } from '../../federation/routeDeclaration';

const root = '/service-desk/changes';

/** The change area's pages, in the order its route table matches them. */
export const changePages = {
  root: { pattern: root, title: 'Changes' },
  list: { pattern: `${root}/list`, title: 'Changes' },
  savedFilter: { pattern: `${root}/filter/:filterId`, title: 'Changes' },
  create: { pattern: `${root}/create`, title: 'New change' },
  edit: { pattern: `${root}/:id/edit`, title: 'Edit change' },
  show: { pattern: `${root}/:id/show`, title: 'Change' },
} satisfies Record<string, PageDeclaration>;
