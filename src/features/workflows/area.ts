import { adminArea } from '../../federation/areaOf';
import { CHANGE_PAGE, workflowPages } from './pages';

/** Change workflows (run when a change is created) and listeners (run when it is updated). */
export const workflowArea = adminArea({
  id: 'workflows',
  pages: workflowPages,
  menu: {
    menu_change_workflows: 'workflowList',
    menu_new_change_workflow: { page: 'workflowCreate', query: CHANGE_PAGE },
    menu_change_listeners: 'listenerList',
    menu_new_change_listener: { page: 'listenerCreate', query: CHANGE_PAGE },
  },
});
