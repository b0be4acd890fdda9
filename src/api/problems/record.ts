import { noActionFlags } from '../permissions/flags';
import { isObject } from '../responses';
import { PROBLEM_ACTION_KEYS, type AttachedChange, type ProblemRecord } from './types';

/** Every flag off: what the view assumes until the flags have arrived. */
export const NO_PROBLEM_ACTIONS = noActionFlags(PROBLEM_ACTION_KEYS);

/** The change attached to the problem, or null (the server sends an empty array when it has none). */
export function attachedChange(problem: Pick<ProblemRecord, 'change'>): AttachedChange | null {
  const change = problem.change;
  return isObject(change) ? (change as AttachedChange) : null;
}

export function isActiveProblem(problem: Pick<ProblemRecord, 'active'>): boolean {
  return String(problem.active) === '1';
}
