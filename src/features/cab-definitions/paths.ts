import { pathTo } from '../../federation/pathTo';
import { cabDefinitionPages as pages } from './pages';

export const cabDefinitionPaths = {
  list: pages.list.pattern,
  create: pages.create.pattern,
  edit: (id: number) => pathTo(pages.edit.pattern, { id }),
  show: (id: number) => pathTo(pages.show.pattern, { id }),
};
