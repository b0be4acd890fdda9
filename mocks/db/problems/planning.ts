import type { PlanningDefinition } from '../records/planning';

/** The problem's planning entries, in display order, with their default titles. */
export const PROBLEM_PLANNING_TITLES = {
  'root-cause': 'Root cause',
  impact: 'Impact',
  symptoms: 'Symptoms',
  solution: 'Solution',
} as const;

export type ProblemPlanningKey = keyof typeof PROBLEM_PLANNING_TITLES;

/** The solution's title is the user's. */
export const PROBLEM_PLANNING: PlanningDefinition = {
  owner: 'sd_problem',
  titles: PROBLEM_PLANNING_TITLES,
  titledKey: 'solution',
};
