import type { PlanningDefinition } from '../records/planning';

/** The change's planning entries, in display order, with their titles. */
export const CHANGE_PLANNING: PlanningDefinition = {
  owner: 'sd_changes',
  titles: {
    reason: 'Reason for change',
    impact: 'Impact',
    'rollout-plan': 'Rollout plan',
    'backout-plan': 'Backout plan',
  },
};
