import { recordPages } from '../../federation/recordPages';

/** The contract pages, in the order the area's route table matches them. */
export const contractPages = recordPages(
  '/service-desk/contracts',
  { root: 'Contracts', list: 'Contracts', create: 'Create contract', edit: 'Edit contract', show: 'Contract' },
  { list: '/list' },
);

/** The public page an approver's link opens. */
export const contractApprovalPages = {
  approve: { pattern: '/service-desk/contract-approval/:hash/:id', title: 'Contract approval' },
};
