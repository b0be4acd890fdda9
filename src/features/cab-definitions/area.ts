import type { AreaDeclaration } from '../../federation/routeDeclaration';
import { CAB_ROOT, cabDefinitionPages } from './pages';

/** The CAB definitions administrators keep: the boards "Apply CAB" copies onto a change. */
export const cabDefinitionArea: AreaDeclaration = {
  id: 'cab-definitions',
  audience: 'admin',
  menu: [{ labelKey: 'menu_cab_definitions', label: 'CAB', href: CAB_ROOT, section: 'settings' }],
  application: {
    paths: [CAB_ROOT],
    pages: cabDefinitionPages,
    module: './src/features/cab-definitions/routes',
    load: () => import(/* webpackChunkName: "route-cab-definitions" */ './routes'),
  },
};
