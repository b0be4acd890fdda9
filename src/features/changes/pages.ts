import { recordPages } from '../../federation/recordPages';

/** The change area's pages, in the order its route table matches them. */
export const changePages = recordPages(
  '/service-desk/changes',
  {
    root: 'Changes',
    list: 'Changes',
    savedFilter: 'Changes',
    create: 'New change',
    edit: 'Edit change',
    show: 'Change',
  },
  { list: '/list', savedFilter: '/filter/:filterId' },
);
