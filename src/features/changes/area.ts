import type { AreaDeclaration } from '../../federation/routeDeclaration';
import { changePages } from './pages';

/** The change area in the route registry. */
export const changeArea: AreaDeclaration = {
  id: 'changes',
  audience: 'agent',
  menu: [
    { labelKey: 'menu_changes', label: 'Changes', href: changePages.list.pattern, section: 'navigation' },
    { labelKey: 'menu_new_change', label: 'New change', href: changePages.create.pattern, section: 'navigation' },
  ],
  application: {
    pages: changePages,
    module: './src/features/changes/routes',
    load: () => import(/* webpackChunkName: "route-changes" */ './routes'),
  },
};
