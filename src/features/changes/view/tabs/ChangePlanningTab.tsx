import { changeOwner } from '@/api/owners';
import { PlanningTab } from '@/records/planning/PlanningTab';
import type { ChangeTabProps } from './ChangeAssetsTab';

/** The change's planning entries: reason, impact, rollout plan and backout plan. */
export default function ChangePlanningTab({ changeId, lockedHint, canAct, onChanged }: ChangeTabProps) {
  return (
    <PlanningTab
      owner={changeOwner(changeId)}
      area="change-view"
      lockedHint={lockedHint}
      readOnly={!canAct}
      onChanged={onChanged}
    />
  );
}
