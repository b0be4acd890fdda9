import { agentArea } from '../../federation/areaOf';
import { assetPages } from './pages';

/** Assets as records of their own: the asset list, the asset page with its relationships and activity log. */
export const assetArea = agentArea({
  id: 'assets',
  pages: assetPages,
  menu: { menu_assets: 'list' },
});
