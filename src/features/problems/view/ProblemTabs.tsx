import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemOwner } from '@/api/owners';
import type { AttachedChange, ProblemActions } from '@/api/problems';
import { RecordActivityLog } from '@/records/activity-log/RecordActivityLog';
import { RECORD_TAB_TITLES, shownTabs, useRecordTabs } from '@/records/recordTabs';
import { DELAY_MS } from '@/ui/constants';
import { useTimeout } from '@/ui/hooks/useTimeout';
import { Loader } from '@/ui/Loader';
import { Tabs, type TabItem } from '@/ui/Tabs';
import { AssetsTab, PlanningTab, TicketsTab } from './associates';
import { ProblemChangeCard } from './ProblemChangeCard';

export type ProblemTabKey = 'activity' | 'planning' | 'assets' | 'changes' | 'tickets';

/** The tabs the flags allow, in their order; the activity log is always there. */
export function visibleProblemTabs(actions: ProblemActions): ProblemTabKey[] {
  return shownTabs<ProblemTabKey>({
    planning: actions.check_planning,
    assets: actions.associated_asset,
    changes: actions.associated_change,
    tickets: actions.associated_ticket,
  });
}

interface ProblemTabsProps {
  problemId: number;
  actions: ProblemActions;
  change: AttachedChange | null;
  /** Refreshes the problem, its flags and its log. */
  onChanged: () => void;
}

/** The problem's tabs; switching shows a loader for 3 seconds before the tab's content. */
export function ProblemTabs({ problemId, actions, change, onChanged }: ProblemTabsProps) {
  const { t } = useTranslation();
  const { keys, active, select: selectTab } = useRecordTabs(visibleProblemTabs(actions));
  const [switching, setSwitching] = useState(false);
  const { schedule } = useTimeout();

  const select = (key: string) => {
    selectTab(key);
    setSwitching(true);
    schedule(() => setSwitching(false), DELAY_MS.tabSwitchLoader);
  };

  const tabs: TabItem[] = keys.map((key) => ({ key, title: t(RECORD_TAB_TITLES[key]) }));

  const content = () => {
    switch (active) {
      case 'activity':
        return <RecordActivityLog owner={problemOwner(problemId)} />;
      case 'planning':
        return <PlanningTab problemId={problemId} readOnly={!actions.problem_planning_edit} onChanged={onChanged} />;
      case 'assets':
        return <AssetsTab problemId={problemId} canDetach={actions.problem_asset_detach} onChanged={onChanged} />;
      case 'changes':
        return <ProblemChangeCard change={change} />;
      case 'tickets':
        return (
          <TicketsTab
            problemId={problemId}
            canDetach={actions.problem_ticket_detach}
            canBulk={actions.problem_ticket_bulk}
            onChanged={onChanged}
          />
        );
    }
  };

  return (
    <section className="card" aria-label={t('problem_details')}>
      <div className="card-body">
        <Tabs label={t('problem_details')} tabs={tabs} activeKey={active} onSelect={select}>
          {switching ? <Loader /> : <Suspense fallback={<Loader />}>{content()}</Suspense>}
        </Tabs>
      </div>
    </section>
  );
}
