import type { AxiosInstance } from 'axios';
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Owner } from '../owners';
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
    queryOptions({
      queryKey: planningKeys.entries(owner),
      queryFn: ({ signal }) => fetchPlanning(http, owner, signal),
    }),
  /** A note being edited starts from what the server holds now, never from a cached copy. */
  entry: (http: AxiosInstance, owner: PlanningOwner, key: PlanningKey) =>
    queryOptions({
      queryKey: planningKeys.entry(owner, key),
      queryFn: ({ signal }) => fetchPlanningEntry(http, owner, key, signal),
      staleTime: 0,
      gcTime: 0,
    }),
};

export const planningMutations = {
  save: (http: AxiosInstance, owner: PlanningOwner) =>
    mutationOptions({
      mutationFn: (input: PlanningInput) => savePlanningEntry(http, owner, input),
      onSuccess: (_message, _input, _result, { client }) =>
        client.invalidateQueries({ queryKey: planningKeys.entries(owner) }),
    }),
  remove: (http: AxiosInstance, owner: PlanningOwner) =>
    mutationOptions({
      mutationFn: (key: PlanningKey) => deletePlanningEntry(http, owner, key),
      onSettled: (_message, _error, _key, _result, { client }) =>
        client.invalidateQueries({ queryKey: planningKeys.entries(owner) }),
    }),
};
