import type { AutomationKind } from '@/api/workflows';
import { recordPaths } from '../../federation/recordPaths';
import { CHANGE_PAGE, changeListenerPages, changeWorkflowPages } from './pages';

/** The list, create and edit paths of a kind, its create page about changes. */
function automationPathsOf(pages: typeof changeWorkflowPages) {
  const paths = recordPaths(pages);
  return { ...paths, create: paths.create + CHANGE_PAGE };
}

/** The list, create and edit paths of each kind. */
export const automationPaths: Record<AutomationKind, { list: string; create: string; edit: (id: number) => string }> = {
  workflow: automationPathsOf(changeWorkflowPages),
  listener: automationPathsOf(changeListenerPages),
};
