import { pathTo } from '../../federation/pathTo';
import { ASSET_ROOT, assetPages as pages } from './pages';

export const assetPaths = {
  list: `${ASSET_ROOT}/list`,
  show: (id: number) => pathTo(pages.show.pattern, { id }),
  create: pages.create.pattern,
  edit: (id: number) => pathTo(pages.edit.pattern, { id }),
};
