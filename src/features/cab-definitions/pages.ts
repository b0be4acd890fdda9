import type { PageDeclaration } from '../../federation/routeDeclaration';

export const CAB_ROOT = '/service-desk/cab';

/** The CAB definition pages, in the order the area's route table matches them. */
export const cabDefinitionPages = {
  list: { pattern: CAB_ROOT, title: 'CAB' },
  create: { pattern: `${CAB_ROOT}/create`, title: 'New CAB' },
  edit: { pattern: `${CAB_ROOT}/:id/edit`, title: 'Edit CAB' },
  show: { pattern: `${CAB_ROOT}/:id/show`, title: 'CAB' },
} satisfies Record<string, PageDeclaration>;
