import type { AreaDeclaration } from '../../federation/routeDeclaration';
import { ASSET_ROOT, assetPages } from './pages';

/** Assets as records of their own: the asset list, the asset page with its relationships and activity log. */
export const assetArea: AreaDeclaration = {
  id: 'assets',
  audience: 'agent',
  menu: [{ labelKey: 'menu_assets', label: 'Assets', href: assetPages.list.pattern, section: 'navigation' }],
  application: {
    paths: [ASSET_ROOT],
    pages: assetPages,
    module: './src/features/assets/routes',
    load: () => import(/* webpackChunkName: "route-assets" */ './routes'),
  },
};
