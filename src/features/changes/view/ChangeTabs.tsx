import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeActionKey, ChangeActions, ChangeRecord } from '@/api/changes';
import { changeOwner } from '@/api/owners';
import { ChangeCabsTab } from '@/features/cab';
import { RecordActivityLog } from '@/records/activity-log/RecordActivityLog';
import { Loader } from '@/ui/Loader';
import { TabsCard, type TabItem } from '@/ui/Tabs';
import type { ChangeTabProps } from './tabs/ChangeAssetsTab';
import type { ShownTab } from './useShownTab';

const DiscussionsTab = lazy(() => import(/* webpackChunkName: "change-discussions" */ './discussions/DiscussionsTab'));
const ChangePlanningTab = lazy(() => import(/* webpackChunkName: "change-planning" */ './tabs/ChangePlanningTab'));
const ChangeAssetsTab = lazy(() => import(/* webpackChunkName: "change-assets" */ './tabs/ChangeAssetsTab'));
const ChangeReleasesTab = lazy(() => import(/* webpackChunkName: "change-releases" */ './tabs/ChangeReleasesTab'));
const ChangeTicketsTab = lazy(() => import(/* webpackChunkName: "change-tickets" */ './tabs/ChangeTicketsTab'));
const ChangeTasksTab = lazy(() => import(/* webpackChunkName: "change-tasks" */ './tabs/ChangeTasksTab'));

/** Dispatch this event (on window, detail: { changeId }) to switch a change view to its tasks tab. */
export const SHOW_CHANGE_TASKS_EVENT = 'service-desk:change-show-tasks';

export interface ChangeTabContext {
  changeId: number;
  change: ChangeRecord;
  actions: ChangeActions;
  /** Tooltip of the disabled detach and edit buttons, or null while the details can be updated. */
  lockedHint: string | null;
  /** Refreshes the change and every tab after something of it changed. */
  onChanged(): void;
}

/** One tab: its key, title key, when it is shown and what it renders. */
export interface ChangeTabDefinition {
  key: string;
  titleKey: string;
  shown(actions: ChangeActions): boolean;
  render(context: ChangeTabContext): ReactNode;
}

/**
 * A tab of what is attached to the change: shown with the flag `shown`; the user may detach or
 * edit there with the flag `canAct`.
 */
function attachedTab(
  key: string,
  titleKey: string,
  Tab: ComponentType<ChangeTabProps>,
  shown: ChangeActionKey,
  canAct: ChangeActionKey,
): ChangeTabDefinition {
  return {
    key,
    titleKey,
    shown: (actions) => actions[shown],
    render: ({ changeId, actions, lockedHint, onChanged }) => (
      <Tab changeId={changeId} lockedHint={lockedHint} canAct={actions[canAct]} onChanged={onChanged} />
    ),
  };
}

/** The tabs in display order; a tab is added with one entry. */
export const CHANGE_TABS: ChangeTabDefinition[] = [
  {
    key: 'discussions',
    titleKey: 'change_discussions',
    shown: () => true,
    render: ({ changeId, actions }) => <DiscussionsTab changeId={changeId} canComment={actions.change_comment} />,
  },
  {
    key: 'activity',
    titleKey: 'change_activity',
    shown: () => true,
    render: ({ changeId }) => <RecordActivityLog owner={changeOwner(changeId)} />,
  },
  attachedTab('planning', 'change_details_planning', ChangePlanningTab, 'planning', 'change_planning_edit'),
  attachedTab('assets', 'associated_assets', ChangeAssetsTab, 'associated_assets', 'change_asset_detach'),
  {
    key: 'releases',
    titleKey: 'change_releases',
    shown: (actions) => actions.associated_releases,
    render: ({ change }) => <ChangeReleasesTab change={change} />,
  },
  {
    key: 'cabs',
    titleKey: 'change_cabs',
    shown: (actions) => actions.associated_cabs,
    // A CAB decision can move the change's status, so the view reloads.
    render: ({ changeId, actions, onChanged }) => (
      <ChangeCabsTab changeId={changeId} flags={actions} onChanged={onChanged} />
    ),
  },
  attachedTab('tickets', 'associated_tickets', ChangeTicketsTab, 'associated_tickets', 'change_ticket_detach'),
  attachedTab('tasks', 'change_tasks', ChangeTasksTab, 'associated_tasks', 'change_task_detach'),
];

export function visibleChangeTabs(actions: ChangeActions, tabs: ChangeTabDefinition[] = CHANGE_TABS): string[] {
  return tabs.filter((tab) => tab.shown(actions)).map((tab) => tab.key);
}

/** The tabbed card of the change view, showing the tab `shown` says. */
export function ChangeTabs({ shown, ...context }: ChangeTabContext & { shown: ShownTab }) {
  const { t } = useTranslation();
  const visible = CHANGE_TABS.filter((tab) => tab.shown(context.actions));
  const active = visible.find((tab) => tab.key === shown.key) ?? visible[0];
  const { select } = shown;

  useEffect(() => {
    const showTasks = (event: Event) => {
      const detail = (event as CustomEvent<{ changeId?: number } | undefined>).detail;
      if (detail?.changeId === undefined || detail.changeId === context.changeId) select('tasks');
    };
    window.addEventListener(SHOW_CHANGE_TASKS_EVENT, showTasks);
    return () => window.removeEventListener(SHOW_CHANGE_TASKS_EVENT, showTasks);
  }, [context.changeId, select]);

  const items: TabItem[] = visible.map((tab) => ({ key: tab.key, title: t(tab.titleKey) }));
  return (
    <TabsCard label={t('change_details')} tabs={items} activeKey={active.key} onSelect={select}>
      {shown.switching ? <Loader /> : <Suspense fallback={<Loader />}>{active.render(context)}</Suspense>}
    </TabsCard>
  );
}
