import type { PageDeclaration } from '../../federation/routeDeclaration';

export const ASSET_ROOT = '/service-desk/assets';

/** The asset pages, in the order the area's route table matches them. */
export const assetPages = {
  list: { pattern: `${ASSET_ROOT}/list`, title: 'Assets' },
  show: { pattern: `${ASSET_ROOT}/:id/show`, title: 'Asset' },
} satisfies Record<string, PageDeclaration>;
