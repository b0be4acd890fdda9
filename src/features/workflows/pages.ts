import type { PageDeclaration } from '../../federation/routeDeclaration';

export const WORKFLOW_ROOT = '/service-desk/workflow';
export const LISTENER_ROOT = '/service-desk/listener';

/** The change workflow and listener pages, in the order the area's route table matches them. */
export const workflowPages = {
  workflowList: { pattern: WORKFLOW_ROOT, title: 'Change workflows' },
  workflowCreate: { pattern: `${WORKFLOW_ROOT}/create`, title: 'New change workflow' },
  workflowEdit: { pattern: `${WORKFLOW_ROOT}/:id/edit`, title: 'Edit change workflow' },
  listenerList: { pattern: LISTENER_ROOT, title: 'Change listeners' },
  listenerCreate: { pattern: `${LISTENER_ROOT}/create`, title: 'New change listener' },
  listenerEdit: { pattern: `${LISTENER_ROOT}/:id/edit`, title: 'Edit change listener' },
} satisfies Record<string, PageDeclaration>;
