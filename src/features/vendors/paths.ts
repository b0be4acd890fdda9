import { pathTo } from '../../federation/pathTo';
import { vendorPages as pages } from './pages';

export const vendorPaths = {
  list: pages.list.pattern,
  create: pages.create.pattern,
  show: (id: number) => pathTo(pages.show.pattern, { id }),
  edit: (id: number) => pathTo(pages.edit.pattern, { id }),
};
