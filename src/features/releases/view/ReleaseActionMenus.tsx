import { useTranslation } from 'react-i18next';
import type { ReleasePlanningKey } from '@/api/planning';
import type { ReleaseActions } from '@/api/releases';
import { planningItems } from '@/records/planning/planningLabels';
import { RecordActionMenus } from '@/records/RecordActionMenus';
import { releasePaths } from '../paths';

interface ReleaseActionMenusProps {
  releaseId: number;
  actions: ReleaseActions;
  onPlanning(key: ReleasePlanningKey): void;
  onAttachAssets(): void;
  onAttachChanges(): void;
  onDelete(): void;
  onComplete(): void;
}

/** The Planning, Associate and More menus of the release view; each item only if its flag allows it. */
export function ReleaseActionMenus({
  releaseId,
  actions,
  onPlanning,
  onAttachAssets,
  onAttachChanges,
  onDelete,
  onComplete,
}: ReleaseActionMenusProps) {
  const { t } = useTranslation();
  return (
    <RecordActionMenus
      id="sd-release"
      planning={planningItems(t, 'sd_releases', onPlanning, actions.release_edit)}
      associate={[
        { key: 'assets', label: t('attach_asset'), shown: actions.release_asset_attach, onSelect: onAttachAssets },
        {
          key: 'changes',
          label: t('release_attach_change'),
          shown: actions.release_change_attach,
          onSelect: onAttachChanges,
        },
      ]}
      edit={{ shown: actions.release_edit, to: releasePaths.edit(releaseId) }}
      remove={{ shown: actions.release_delete, onSelect: onDelete }}
      more={[
        { key: 'complete', label: t('release_mark_completed'), shown: actions.release_completed, onSelect: onComplete },
      ]}
    />
  );
}
