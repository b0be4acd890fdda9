import { recordPages } from '../../federation/recordPages';

/** The CAB definition pages, in the order the area's route table matches them. */
export const cabDefinitionPages = recordPages('/service-desk/cab', {
  list: 'CAB',
  create: 'New CAB',
  edit: 'Edit CAB',
  show: 'CAB',
});
