import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeActions, ChangeViewRecord } from '../../../api/changeView';
import { ActivityLog } from '../../../ui/ActivityLog';
import { Loader } from '../../../ui/Loader';
import { Tabs, type TabItem } from '../../../ui/Tabs';
import { changeViewKeys, useChangeLogLoader, useRefreshChange } from './hooks';

const DiscussionsTab = lazy(() => import(/* webpackChunkName: "change-discussions" */ './discussions/DiscussionsTab'));
const ChangePlanningTab = lazy(() => import(/* webpackChunkName: "change-planning" */ './tabs/ChangePlanningTab'));
const ChangeAssetsTab = lazy(() => import(/* webpackChunkName: "change-assets" */ './tabs/ChangeAssetsTab'));
const ChangeReleasesTab = lazy(() => import(/* webpackChunkName: "change-releases" */ './tabs/ChangeReleasesTab'));
const ChangeTicketsTab = lazy(() => import(/* webpackChunkName: "change-tickets" */ './tabs/ChangeTicketsTab'));
const ChangeCabsTab = lazy(() =>
  import(/* webpackChunkName: "change-cabs" */ '../../cab/ChangeCabsTab').then((module) => ({
    default: module.ChangeCabsTab,
  })),
);
const ChangeTasksTab = lazy(() => import(/* webpackChunkName: "change-tasks" */ './tabs/ChangeTasksTab'));

/** Dispatch this event (on window, detail: { changeId }) to switch a change view to its tasks tab. */
export const SHOW_CHANGE_TASKS_EVENT = 'service-desk:change-show-tasks';

export interface ChangeTabContext {
  changeId: number;
  change: ChangeViewRecord;
  actions: ChangeActions;
  /** Tooltip of the disabled detach and edit buttons, or null while the details can be updated. */
  lockedHint: string | null;
}

/** One tab: its key, title key, when it is shown and what it renders. */
export interface ChangeTabDefinition {
  key: string;
  titleKey: string;
  shown(actions: ChangeActions): boolean;
  render(context: ChangeTabContext): ReactNode;
}

/** The tabs in display order; a tab is added with one entry. */
export const CHANGE_TABS: ChangeTabDefinition[] = [
  {
    key: 'discussions',
    titleKey: 'change_discussions',
    shown: () => true,
    render: ({ changeId }) => <DiscussionsTab changeId={changeId} />,
  },
  {
    key: 'activity',
    titleKey: 'change_activity',
    shown: () => true,
    render: ({ changeId }) => <ChangeActivityTab changeId={changeId} />,
  },
  {
    key: 'planning',
    titleKey: 'change_details_planning',
    shown: (actions) => actions.planning,
    render: ({ changeId, lockedHint }) => <ChangePlanningTab changeId={changeId} lockedHint={lockedHint} />,
  },
  {
    key: 'assets',
    titleKey: 'associated_assets',
    shown: (actions) => actions.associated_assets,
    render: ({ changeId, lockedHint }) => <ChangeAssetsTab changeId={changeId} lockedHint={lockedHint} />,
  },
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
    render: ({ changeId, actions }) => <ChangeCabsPanel changeId={changeId} actions={actions} />,
  },
  {
    key: 'tickets',
    titleKey: 'associated_tickets',
    shown: (actions) => actions.associated_tickets,
    render: ({ changeId, lockedHint }) => <ChangeTicketsTab changeId={changeId} lockedHint={lockedHint} />,
  },
  {
    key: 'tasks',
    titleKey: 'change_tasks',
    shown: (actions) => actions.associated_tasks,
    render: ({ changeId, lockedHint }) => <ChangeTasksTab changeId={changeId} lockedHint={lockedHint} />,
  },
];

/** The CAB approval status; a decision there can move the change's status, so the view reloads. */
function ChangeCabsPanel({ changeId, actions }: { changeId: number; actions: ChangeActions }) {
  const refresh = useRefreshChange(changeId);
  return <ChangeCabsTab changeId={changeId} flags={actions} onChanged={refresh} />;
}

function ChangeActivityTab({ changeId }: { changeId: number }) {
  const loadLog = useChangeLogLoader(changeId);
  return <ActivityLog fetchPage={loadLog} queryKey={changeViewKeys.log(changeId)} />;
}

export function visibleChangeTabs(actions: ChangeActions, tabs: ChangeTabDefinition[] = CHANGE_TABS): string[] {
  return tabs.filter((tab) => tab.shown(actions)).map((tab) => tab.key);
}

/** The tabbed card of the change view; discussions is the default tab. */
export function ChangeTabs(context: ChangeTabContext) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState('discussions');
  const visible = CHANGE_TABS.filter((tab) => tab.shown(context.actions));
  const active = visible.find((tab) => tab.key === selected) ?? visible[0];

  useEffect(() => {
    const showTasks = (event: Event) => {
      const detail = (event as CustomEvent<{ changeId?: number } | undefined>).detail;
      if (detail?.changeId === undefined || detail.changeId === context.changeId) setSelected('tasks');
    };
    window.addEventListener(SHOW_CHANGE_TASKS_EVENT, showTasks);
    return () => window.removeEventListener(SHOW_CHANGE_TASKS_EVENT, showTasks);
  }, [context.changeId]);

  const items: TabItem[] = visible.map((tab) => ({ key: tab.key, title: t(tab.titleKey) }));
  return (
    <section className="card" aria-label={t('change_details')}>
      <div className="card-body">
        <Tabs label={t('change_details')} tabs={items} activeKey={active.key} onSelect={setSelected}>
          <Suspense fallback={<Loader />}>{active.render(context)}</Suspense>
        </Tabs>
      </div>
    </section>
  );
}
