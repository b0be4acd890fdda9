import type { PageDeclaration } from '../../federation/routeDeclaration';

export const ASSET_ROOT = '/service-desk/assets';

/** The asset pages, in the order the area's route table matches them. */
export const assetPages = {
  list: { pattern: `${ASSET_ROOT}/list`, title: 'Assets' },
  create: { pattern: `${ASSET_ROOT}/create`, title: 'Create asset' },
  edit: { pattern: `${ASSET_ROOT}/:id/edit`, title: 'Edit asset' },
  show: { pattern: `${ASSET_ROOT}/:id/show`, title: 'Asset' },
} satisfies Record<string, PageDeclaration>;
