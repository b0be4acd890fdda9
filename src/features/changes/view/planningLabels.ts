import type { ChangePlanningKey } from '../../../api/changeView';

/** i18n keys of the change's planning entries. */
export const CHANGE_PLANNING_LABEL_KEYS: Record<ChangePlanningKey, string> = {
  reason: 'change_planning_reason',
  impact: 'change_planning_impact',
  'rollout-plan': 'change_planning_rollout_plan',
  'backout-plan': 'change_planning_backout_plan',
};
