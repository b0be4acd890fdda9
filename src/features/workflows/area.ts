import type { AreaDeclaration } from '../../federation/routeDeclaration';
import { LISTENER_ROOT, WORKFLOW_ROOT, workflowPages } from './pages';
import { automationPaths } from './paths';

/** Change workflows (run when a change is created) and listeners (run when it is updated). */
export const workflowArea: AreaDeclaration = {
  id: 'workflows',
  audience: 'admin',
  menu: [
    {
      labelKey: 'menu_change_workflows',
      label: 'Change workflows',
      href: automationPaths.workflow.list,
      section: 'settings',
    },
    {
      labelKey: 'menu_new_change_workflow',
      label: 'New change workflow',
      href: automationPaths.workflow.create,
      section: 'settings',
    },
    {
      labelKey: 'menu_change_listeners',
      label: 'Change listeners',
      href: automationPaths.listener.list,
      section: 'settings',
    },
    {
      labelKey: 'menu_new_change_listener',
      label: 'New change listener',
      href: automationPaths.listener.create,
      section: 'settings',
    },
  ],
  application: {
    paths: [WORKFLOW_ROOT, LISTENER_ROOT],
    pages: workflowPages,
    module: './src/features/workflows/routes',
    load: () => import(/* webpackChunkName: "route-workflows" */ './routes'),
  },
};
