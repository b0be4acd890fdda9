import { pathTo } from '../../federation/pathTo';
import { changePages as pages } from './pages';

/** The change area's addresses. */
export const changePaths = {
  list: pages.root.pattern,
  create: pages.create.pattern,
  show: (id: number) => pathTo(pages.show.pattern, { id }),
  edit: (id: number) => pathTo(pages.edit.pattern, { id }),
};
