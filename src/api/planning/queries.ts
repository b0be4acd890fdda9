import type { AxiosInstance } from 'axios';
import type { Owner } from '../owners';
import { invalidates, reloadOnSettled, reloadOnSuccess } from '../query/mutations';
import { freshQuery, readQuery } from '../query/options';
import { deletePlanningEntry, fetchPlanning, fetchPlanningEntry, savePlanningEntry } from './calls';
import type { PlanningInput, PlanningKey, PlanningOwner } from './types';

export const planningKeys = {
  all: ['planning'] as const,
  of: (owner: Owner) => ['planning', owner] as const,
  entries: (owner: Owner) => ['planning', owner, 'entries'] as const,
  entry: (owner: Owner, key: PlanningKey) => ['planning', owner, 'entry', key] as const,
};

export const planningQueries = {
  entries: (http: AxiosInstance, owner: PlanningOwner) =>
    readQuery(planningKeys.entries(owner), (signal) => fetchPlanning(http, owner, signal)),
  /** A note being edited starts from what the server holds now, never from a cached copy. */
  entry: (http: AxiosInstance, owner: PlanningOwner, key: PlanningKey) =>
    freshQuery(planningKeys.entry(owner, key), (signal) => fetchPlanningEntry(http, owner, key, signal)),
};

/** A saved entry reloads the owner's entries once it has succeeded, a deleted one whether it did or not. */
export const planningMutations = {
  save: (http: AxiosInstance, owner: PlanningOwner) =>
    reloadOnSuccess(
      (input: PlanningInput) => savePlanningEntry(http, owner, input),
      invalidates(planningKeys.entries(owner)),
    ),
  remove: (http: AxiosInstance, owner: PlanningOwner) =>
    reloadOnSettled(
      (key: PlanningKey) => deletePlanningEntry(http, owner, key),
      invalidates(planningKeys.entries(owner)),
    ),
};
