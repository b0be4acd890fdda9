import { pathTo } from '../../federation/pathTo';
import { productPages as pages } from './pages';

export const productPaths = {
  list: pages.list.pattern,
  create: pages.create.pattern,
  show: (id: number) => pathTo(pages.show.pattern, { id }),
  edit: (id: number) => pathTo(pages.edit.pattern, { id }),
};
