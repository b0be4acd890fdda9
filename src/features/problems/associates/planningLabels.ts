import type { TFunction } from 'i18next';
import type { PlanningKey } from '../../../api/problemAssociates';

const LABEL_KEYS: Record<PlanningKey, string> = {
  'root-cause': 'planning_root_cause',
  impact: 'planning_impact',
  symptoms: 'planning_symptoms',
  solution: 'planning_solution',
};

/** The name of a planning note: 'Root cause', 'Impact', 'Symptoms' or 'Solution'. */
export function planningLabel(t: TFunction, key: PlanningKey): string {
  return t(LABEL_KEYS[key]);
}

/** The heading of an entry: the solution's own title when it has one, else the note's name. */
export function planningTitle(t: TFunction, key: PlanningKey, title: string | null | undefined): string {
  return key === 'solution' && title?.trim() ? title : planningLabel(t, key);
}
