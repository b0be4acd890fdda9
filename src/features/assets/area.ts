import { agentArea } from '../../federation/areaOf';
import { assetPages } from './pages';

/** Assets as records of their own: the asset list, the asset page with its relationships and activity log. */
export const assetArea = agentArea({
  id: 'assets',
  pages: assetPages,
  menu: [{ labelKey: 'menu_assets', label: 'Assets', page: 'list' }],
  load: () => import(/* webpackChunkName: "route-assets" */ './routes'),
});
