import { pathTo } from '../../federation/pathTo';
import { assetPages as pages } from './pages';

export const assetPaths = {
  list: pages.list.pattern,
  show: (id: number) => pathTo(pages.show.pattern, { id }),
  create: pages.create.pattern,
  edit: (id: number) => pathTo(pages.edit.pattern, { id }),
};
