import { adminArea } from '../../federation/areaOf';
import { CHANGE_PAGE, LISTENER_ROOT, WORKFLOW_ROOT, workflowPages } from './pages';

/** Change workflows (run when a change is created) and listeners (run when it is updated). */
export const workflowArea = adminArea({
  id: 'workflows',
  pages: workflowPages,
  menu: [
    { labelKey: 'menu_change_workflows', label: 'Change workflows', page: 'workflowList' },
    { labelKey: 'menu_new_change_workflow', label: 'New change workflow', page: 'workflowCreate', query: CHANGE_PAGE },
    { labelKey: 'menu_change_listeners', label: 'Change listeners', page: 'listenerList' },
    { labelKey: 'menu_new_change_listener', label: 'New change listener', page: 'listenerCreate', query: CHANGE_PAGE },
  ],
  paths: [WORKFLOW_ROOT, LISTENER_ROOT],
  load: () => import(/* webpackChunkName: "route-workflows" */ './routes'),
});
