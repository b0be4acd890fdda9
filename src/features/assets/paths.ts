import { pathTo } from '../../federation/pathTo';
import { ASSET_ROOT, assetPages as pages } from './pages';

export const assetPaths = {
  list: pages.list.pattern,
  create: `${ASSET_ROOT}/create`,
  show: (id: number) => pathTo(pages.show.pattern, { id }),
  edit: (id: number) => `${ASSET_ROOT}/${id}/edit`,
};
