import { agentArea } from '../../federation/areaOf';
import { changePages } from './pages';

/** The change area in the route registry. */
export const changeArea = agentArea({
  id: 'changes',
  pages: changePages,
  menu: [
    { labelKey: 'menu_changes', label: 'Changes', page: 'list' },
    { labelKey: 'menu_new_change', label: 'New change', page: 'create' },
  ],
  load: () => import(/* webpackChunkName: "route-changes" */ './routes'),
});
