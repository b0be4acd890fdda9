import type { TFunction } from 'i18next';
import { PLANNING_KEYS, type PlanningEntry, type PlanningKey, type PlanningOwner } from '@/api/planning';
import type { ActionItem } from '@/ui/ActionMenu';

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

/** The notes an owner of this type has, e.g. 'root-cause' for a problem. */
export type PlanningKeyOf<Type extends PlanningOwner['type']> = (typeof PLANNING_KEYS)[Type][number];

/** An owner's planning notes as menu entries, in their order, each opening its note; shown when `shown` is. */
export function planningItems<Type extends PlanningOwner['type']>(
  t: TFunction,
  ownerType: Type,
  onSelect: (key: PlanningKeyOf<Type>) => void,
  shown = true,
): ActionItem[] {
  const keys: readonly PlanningKeyOf<Type>[] = PLANNING_KEYS[ownerType];
  return keys.map((key) => ({ key, label: planningLabel(t, ownerType, key), shown, onSelect: () => onSelect(key) }));
}
