import type { PageDeclaration } from '../../federation/routeDeclaration';

export const changeApprovalPages = {
  approve: { pattern: '/change-approval/:hash', title: 'Change approval' },
} satisfies Record<string, PageDeclaration>;
