import type { AutomationKind } from '@/api/workflows';
import { pathTo } from '../../federation/pathTo';
import { workflowPages as pages } from './pages';

/** The create pages say which records the automation is about, as the host's menu always did. */
const CHANGE_PAGE = '?page_type=change';

/** The list, create and edit paths of each kind. */
export const automationPaths: Record<AutomationKind, { list: string; create: string; edit: (id: number) => string }> = {
  workflow: {
    list: pages.workflowList.pattern,
    create: `${pages.workflowCreate.pattern}${CHANGE_PAGE}`,
    edit: (id) => pathTo(pages.workflowEdit.pattern, { id }),
  },
  listener: {
    list: pages.listenerList.pattern,
    create: `${pages.listenerCreate.pattern}${CHANGE_PAGE}`,
    edit: (id) => pathTo(pages.listenerEdit.pattern, { id }),
  },
};
