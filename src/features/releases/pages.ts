import { recordPages } from '../../federation/recordPages';

/** The release pages, in the order the area's route table matches them. */
export const releasePages = recordPages('/service-desk/releases', {
  list: 'Releases',
  create: 'Create release',
  edit: 'Edit release',
  show: 'Release',
});
