export {
  PLANNING_KEYS,
  planningAttachmentOwner,
  type ChangePlanningKey,
  type PlanningEntry,
  type PlanningInput,
  type PlanningKey,
  type PlanningNote,
  type PlanningOwner,
  type ProblemPlanningKey,
} from './types';
export { deletePlanningEntry, fetchPlanning, fetchPlanningEntry, planningFormData, savePlanningEntry } from './calls';
export { planningKeys, planningMutations, planningQueries } from './queries';
