import type { AreaDeclaration } from '../../federation/routeDeclaration';
import { RELEASE_ROOT, releasePages } from './pages';

/** Releases: their list, form and view with planning, assets, changes and completion. */
export const releaseArea: AreaDeclaration = {
  id: 'releases',
  audience: 'agent',
  menu: [{ labelKey: 'menu_releases', label: 'Releases', href: releasePages.list.pattern, section: 'navigation' }],
  application: {
    paths: [RELEASE_ROOT],
    pages: releasePages,
    module: './src/features/releases/routes',
    load: () => import(/* webpackChunkName: "route-releases" */ './routes'),
  },
};
