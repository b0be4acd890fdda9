import type { AxiosInstance } from 'axios';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { assetKeys } from '../assets/queries';
import { problemOwner } from '../owners';
import { planningKeys } from '../planning/queries';
import { invalidateEach, recordCalls, reloadOnSuccess } from '../query/mutations';
import { readQuery } from '../query/options';
import { recordQueries } from '../query/recordQueries';
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
  ...recordQueries(problemKeys, { fetchRecord: fetchProblem, fetchActions: fetchProblemActions }),
  ofTicket: (http: AxiosInstance, ticketId: number) =>
    readQuery(problemKeys.ofTicket(ticketId), (signal) => fetchProblemOfTicket(http, ticketId, signal)),
};

/**
 * Reloads a problem, its flags and what hangs on it (planning, assets, tickets); its log is the
 * caller's. The calls on a problem do not wait for it: their answer is shown at once.
 */
export function invalidateProblem(client: QueryClient, id: number): Promise<unknown> {
  const owner = problemOwner(id);
  return invalidateEach(client, [
    problemKeys.record(id),
    planningKeys.of(owner),
    assetKeys.attachedTo(owner),
    ticketKeys.attachedTo(owner),
  ]);
}

/** A call on one problem; the problem is read again once it has answered, not waited for. */
const problemCall = recordCalls(invalidateProblem);

export const problemMutations = {
  remove: problemRemoval,
  close: (http: AxiosInstance, id: number) => problemCall<void>(id, () => closeProblem(http, id)),
  attachChange: (http: AxiosInstance, id: number) =>
    reloadOnSuccess(
      (changeId: number) => attachChange(http, id, changeId),
      (client) => void invalidateProblem(client, id),
    ),
  detachChange: (http: AxiosInstance, id: number) =>
    problemCall<number>(id, (changeId) => detachChange(http, id, changeId)),
  /**
   * A ticket's problem link, from the ticket's side. The ticket's slots reload on the
   * ticket-changed signal the action dispatches, so nothing is invalidated here.
   */
  attachToTicket: (http: AxiosInstance, ticketId: number) =>
    mutationOptions({ mutationFn: (problemId: number) => attachTicketToProblem(http, ticketId, problemId) }),
  detachFromTicket: (http: AxiosInstance, ticketId: number) =>
    mutationOptions({ mutationFn: (problemId: number) => detachProblemTicket(http, problemId, ticketId) }),
};
