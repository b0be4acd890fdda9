import type { TFunction } from 'i18next';
import type { PlanningEntry, PlanningKey, PlanningOwner } from '@/api/planning';

/** The i18n keys of each owner's planning notes. */
const LABEL_KEYS: Record<PlanningOwner['type'], Partial<Record<PlanningKey, string>>> = {
  sd_problem: {
    'root-cause': 'planning_root_cause',
    impact: 'planning_impact',
    symptoms: 'planning_symptoms',
    solution: 'planning_solution',
  },
  sd_changes: {
    reason: 'change_planning_reason',
    impact: 'change_planning_impact',
    'rollout-plan': 'change_planning_rollout_plan',
    'backout-plan': 'change_planning_backout_plan',
  },
  sd_releases: { 'build-plan': 'release_build_plan', 'test-plan': 'release_test_plan' },
};

/** The name of a planning note, e.g. 'Root cause' or 'Backout plan'. */
export function planningLabel(t: TFunction, ownerType: PlanningOwner['type'], key: PlanningKey): string {
  const labelKey = LABEL_KEYS[ownerType][key];
  return labelKey ? t(labelKey) : key;
}

/** The heading of an entry: the solution's own title when it has one, else the note's name. */
export function planningTitle(t: TFunction, ownerType: PlanningOwner['type'], entry: PlanningEntry): string {
  return entry.key === 'solution' && entry.title?.trim() ? entry.title : planningLabel(t, ownerType, entry.key);
}
