import { pagesOfKind, recordPages } from '../../federation/recordPages';

/** The create pages say which records the automation is about, as the host's menu always did. */
export const CHANGE_PAGE = '?page_type=change';

export const changeWorkflowPages = recordPages('/service-desk/workflow', {
  list: 'Change workflows',
  create: 'New change workflow',
  edit: 'Edit change workflow',
});

export const changeListenerPages = recordPages('/service-desk/listener', {
  list: 'Change listeners',
  create: 'New change listener',
  edit: 'Edit change listener',
});

/** The change workflow and listener pages, in the order the area's route table matches them. */
export const workflowPages = {
  ...pagesOfKind('workflow', changeWorkflowPages),
  ...pagesOfKind('listener', changeListenerPages),
};
