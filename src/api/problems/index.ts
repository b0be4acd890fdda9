export {
  PROBLEM_ACTION_KEYS,
  type AttachedChange,
  type NamedRef,
  type PersonRef,
  type ProblemActions,
  type ProblemListFilters,
  type ProblemPerson,
  type ProblemRecord,
  type ProblemRow,
  type ProblemSaveValues,
  type TicketProblem,
} from './types';
export { NO_PROBLEM_ACTIONS, attachedChange, isActiveProblem } from './record';
export {
  attachChange,
  closeProblem,
  deleteProblem,
  detachChange,
  fetchProblem,
  fetchProblemActions,
  fetchProblemList,
  fetchProblemOfTicket,
  problemFormData,
  saveProblem,
} from './calls';
export { FIRST_PROBLEM_LIST_QUERY, invalidateProblem, problemKeys, problemMutations, problemQueries } from './queries';
