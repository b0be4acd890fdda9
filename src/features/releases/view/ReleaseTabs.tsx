import { useTranslation } from 'react-i18next';
import { releaseOwner } from '@/api/owners';
import type { ReleaseActions, ReleaseRecord } from '@/api/releases';
import { assetPaths } from '@/features/assets';
import { RecordActivityLog } from '@/records/activity-log/RecordActivityLog';
import { RECORD_TAB_TITLES, shownTabs, useRecordTabs } from '@/records/recordTabs';
import { AttachedAssetsTable } from '@/records/assets/AttachedAssetsTable';
import { PlanningTab } from '@/records/planning/PlanningTab';
import { TabsCard, type TabItem } from '@/ui/Tabs';
import { ReleaseChangesTab } from './ReleaseChangesTab';

export type ReleaseTabKey = 'activity' | 'planning' | 'assets' | 'changes';

/** The tabs the flags and the release allow: planning with check_planning, assets and changes once any are attached. */
export function visibleReleaseTabs(actions: ReleaseActions, release: ReleaseRecord): ReleaseTabKey[] {
  return shownTabs<ReleaseTabKey>({
    planning: actions.check_planning,
    assets: release.attach_assets.length > 0,
    changes: release.attach_changes.length > 0,
  });
}

interface ReleaseTabsProps {
  release: ReleaseRecord;
  actions: ReleaseActions;
  /** Refreshes the release, its flags and its log. */
  onChanged(): void;
}

/** The release's tabs: activity log (default), planning, associated assets and associated changes. */
export function ReleaseTabs({ release, actions, onChanged }: ReleaseTabsProps) {
  const { t } = useTranslation();
  const { keys, active, select } = useRecordTabs(visibleReleaseTabs(actions, release));
  const owner = releaseOwner(release.id);
  const tabs: TabItem[] = keys.map((key) => ({ key, title: t(RECORD_TAB_TITLES[key]) }));

  const content = () => {
    switch (active) {
      case 'activity':
        return <RecordActivityLog owner={owner} />;
      case 'planning':
        return <PlanningTab owner={owner} area="release-view" readOnly={!actions.release_edit} onChanged={onChanged} />;
      case 'assets':
        return (
          <AttachedAssetsTable
            owner={owner}
            area="release-view"
            assetPath={assetPaths.show}
            onDetached={actions.release_asset_detach ? onChanged : undefined}
          />
        );
      case 'changes':
        return (
          <ReleaseChangesTab
            releaseId={release.id}
            onDetached={actions.release_change_detach ? onChanged : undefined}
          />
        );
    }
  };

  return (
    <TabsCard label={t('release_records')} tabs={tabs} activeKey={active} onSelect={select}>
      {content()}
    </TabsCard>
  );
}
