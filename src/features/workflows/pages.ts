import { pagesOfKind, recordPages } from '../../federation/recordPages';

export const WORKFLOW_ROOT = '/service-desk/workflow';
export const LISTENER_ROOT = '/service-desk/listener';

/** The create pages say which records the automation is about, as the host's menu always did. */
export const CHANGE_PAGE = '?page_type=change';

export const changeWorkflowPages = recordPages(WORKFLOW_ROOT, {
  list: 'Change workflows',
  create: 'New change workflow',
  edit: 'Edit change workflow',
});

export const changeListenerPages = recordPages(LISTENER_ROOT, {
  list: 'Change listeners',
  create: 'New change listener',
  edit: 'Edit change listener',
});

/** The change workflow and listener pages, in the order the area's route table matches them. */
export const workflowPages = {
  ...pagesOfKind('workflow', changeWorkflowPages),
  ...pagesOfKind('listener', changeListenerPages),
};
