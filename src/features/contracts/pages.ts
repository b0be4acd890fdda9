import type { PageDeclaration } from '../../federation/routeDeclaration';

export const CONTRACT_ROOT = '/service-desk/contracts';

/** The contract pages, in the order the area's route table matches them. */
export const contractPages = {
  root: { pattern: CONTRACT_ROOT, title: 'Contracts' },
  list: { pattern: `${CONTRACT_ROOT}/list`, title: 'Contracts' },
  create: { pattern: `${CONTRACT_ROOT}/create`, title: 'Create contract' },
  edit: { pattern: `${CONTRACT_ROOT}/:id/edit`, title: 'Edit contract' },
  show: { pattern: `${CONTRACT_ROOT}/:id/show`, title: 'Contract' },
} satisfies Record<string, PageDeclaration>;

/** The public page an approver's link opens. */
export const contractApprovalPages = {
  approve: { pattern: '/service-desk/contract-approval/:hash/:id', title: 'Contract approval' },
} satisfies Record<string, PageDeclaration>;
