import type { PageDeclaration } from '../../federation/routeDeclaration';

/** Where approval pages live: an approver's link adds the hash. */
export const changeApprovalRoot = '/change-approval';

export const changeApprovalPages = {
  approve: { pattern: `${changeApprovalRoot}/:hash`, title: 'Change approval' },
} satisfies Record<string, PageDeclaration>;
