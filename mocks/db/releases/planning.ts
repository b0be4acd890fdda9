import type { PlanningDefinition } from '../records/planning';

/** The release's planning entries, in display order, with their titles. */
export const RELEASE_PLANNING: PlanningDefinition = {
  owner: 'sd_releases',
  titles: { 'build-plan': 'Build plan', 'test-plan': 'Test plan' },
};
