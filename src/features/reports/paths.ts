import { pathTo } from '../../federation/pathTo';
import { reportPages as pages } from './pages';

export const reportPaths = {
  hub: pages.hub.pattern,
  list: pages.list.pattern,
  create: pages.create.pattern,
  edit: (id: number) => pathTo(pages.edit.pattern, { id }),
  show: (id: number) => pathTo(pages.show.pattern, { id }),
};
