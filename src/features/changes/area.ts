import { agentArea } from '../../federation/areaOf';
import { changePages } from './pages';

/** The change area in the route registry. */
export const changeArea = agentArea({
  id: 'changes',
  pages: changePages,
  menu: { menu_changes: 'list', menu_new_change: 'create' },
});
