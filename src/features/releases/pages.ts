import type { PageDeclaration } from '../../federation/routeDeclaration';

export const RELEASE_ROOT = '/service-desk/releases';

/** The release pages, in the order the area's route table matches them. */
export const releasePages = {
  list: { pattern: RELEASE_ROOT, title: 'Releases' },
  create: { pattern: `${RELEASE_ROOT}/create`, title: 'Create release' },
  edit: { pattern: `${RELEASE_ROOT}/:id/edit`, title: 'Edit release' },
  show: { pattern: `${RELEASE_ROOT}/:id/show`, title: 'Release' },
} satisfies Record<string, PageDeclaration>;
