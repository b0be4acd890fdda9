import { pathTo } from '../../federation/pathTo';
import { importPages as pages } from './pages';

export const importPaths = {
  assetImporter: pages.assetImporter.pattern,
  tracking: (id: number) => pathTo(pages.tracking.pattern, { id }),
};
