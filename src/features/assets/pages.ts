import { recordPages } from '../../federation/recordPages';

/** The asset pages, in the order the area's route table matches them. */
export const assetPages = recordPages(
  '/service-desk/assets',
  { list: 'Assets', create: 'Create asset', edit: 'Edit asset', show: 'Asset' },
  { list: '/list' },
);
