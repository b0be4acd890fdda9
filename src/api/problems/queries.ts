import type { AxiosInstance } from 'axios';
import { mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { assetKeys } from '../assets/queries';
import { problemOwner } from '../owners';
import { planningKeys } from '../planning/queries';
import { ticketKeys } from '../tickets/queries';
import { attachTicketToProblem, detachProblemTicket } from '../tickets/calls';
import {
  attachChange,
  closeProblem,
  detachChange,
  fetchProblem,
  fetchProblemActions,
  fetchProblemOfTicket,
} from './calls';
import { problemKeys } from './keys';
import { problemListQuery, problemRemoval } from './listQueries';

export const problemQueries = {
  list: problemListQuery,
  detail: (http: AxiosInstance, id: number) =>
    queryOptions({ queryKey: problemKeys.detail(id), queryFn: ({ signal }) => fetchProblem(http, id, signal) }),
  actions: (http: AxiosInstance, id: number) =>
    queryOptions({ queryKey: problemKeys.actions(id), queryFn: ({ signal }) => fetchProblemActions(http, id, signal) }),
  /** The form always starts from the stored problem, never from a cached copy. */
  forEdit: (http: AxiosInstance, id: number) =>
    queryOptions({
      queryKey: problemKeys.forEdit(id),
      queryFn: ({ signal }) => fetchProblem(http, id, signal),
      staleTime: 0,
      gcTime: 0,
    }),
  ofTicket: (http: AxiosInstance, ticketId: number) =>
    queryOptions({
      queryKey: problemKeys.ofTicket(ticketId),
      queryFn: ({ signal }) => fetchProblemOfTicket(http, ticketId, signal),
    }),
};

/**
 * Reloads a problem, its flags and what hangs on it (planning, assets, tickets); its log is the
 * caller's. The calls on a problem do not wait for it: their answer is shown at once.
 */
export function invalidateProblem(client: QueryClient, id: number): Promise<unknown> {
  const owner = problemOwner(id);
  return Promise.all([
    client.invalidateQueries({ queryKey: problemKeys.record(id) }),
    client.invalidateQueries({ queryKey: planningKeys.of(owner) }),
    client.invalidateQueries({ queryKey: assetKeys.attachedTo(owner) }),
    client.invalidateQueries({ queryKey: ticketKeys.attachedTo(owner) }),
  ]);
}

export const problemMutations = {
  remove: problemRemoval,
  close: (http: AxiosInstance, id: number) =>
    mutationOptions({
      mutationFn: () => closeProblem(http, id),
      onSettled: (_message, _error, _input, _result, { client }) => void invalidateProblem(client, id),
    }),
  attachChange: (http: AxiosInstance, id: number) =>
    mutationOptions({
      mutationFn: (changeId: number) => attachChange(http, id, changeId),
      onSuccess: (_message, _changeId, _result, { client }) => void invalidateProblem(client, id),
    }),
  detachChange: (http: AxiosInstance, id: number) =>
    mutationOptions({
      mutationFn: (changeId: number) => detachChange(http, id, changeId),
      onSettled: (_message, _error, _changeId, _result, { client }) => void invalidateProblem(client, id),
    }),
  /**
   * A ticket's problem link, from the ticket's side. The ticket's slots reload on the
   * ticket-changed signal the action dispatches, so nothing is invalidated here.
   */
  attachToTicket: (http: AxiosInstance, ticketId: number) =>
    mutationOptions({ mutationFn: (problemId: number) => attachTicketToProblem(http, ticketId, problemId) }),
  detachFromTicket: (http: AxiosInstance, ticketId: number) =>
    mutationOptions({ mutationFn: (problemId: number) => detachProblemTicket(http, problemId, ticketId) }),
};
