import type { AxiosInstance } from 'axios';
import type { ListQuery } from '../listParams';
import { changeOwner, problemOwner, type Owner } from '../owners';
import { invalidates, reloadOnSettled, reloadOnSuccess } from '../query/mutations';
import { pagedQuery } from '../query/options';
import {
  attachChangeTickets,
  attachProblemTickets,
  detachChangeTicket,
  detachProblemTicket,
  fetchChangeTickets,
  fetchProblemTickets,
  runTicketBulkAction,
} from './calls';
import type { BulkAction, TicketLinkType } from './types';

export const ticketKeys = {
  all: ['tickets'] as const,
  attachedTo: (owner: Owner) => ['tickets', 'of', owner] as const,
  pageOf: (owner: Owner, query: ListQuery) => ['tickets', 'of', owner, query] as const,
};

export const ticketQueries = {
  ofProblem: (http: AxiosInstance, problemId: number, query: ListQuery) =>
    pagedQuery(ticketKeys.pageOf(problemOwner(problemId), query), (signal) =>
      fetchProblemTickets(http, problemId, query, signal),
    ),
  ofChange: (http: AxiosInstance, changeId: number, query: ListQuery) =>
    pagedQuery(ticketKeys.pageOf(changeOwner(changeId), query), (signal) =>
      fetchChangeTickets(http, changeId, query, signal),
    ),
};

export const ticketMutations = {
  attachToProblem: (http: AxiosInstance, problemId: number) =>
    reloadOnSuccess(
      (ticketIds: number[]) => attachProblemTickets(http, problemId, ticketIds),
      invalidates(ticketKeys.attachedTo(problemOwner(problemId))),
    ),
  detachFromProblem: (http: AxiosInstance, problemId: number) =>
    reloadOnSettled(
      (ticketId: number) => detachProblemTicket(http, problemId, ticketId),
      invalidates(ticketKeys.attachedTo(problemOwner(problemId))),
    ),
  /** A bulk action changes the tickets of the problem they were chosen from. */
  bulkAction: (http: AxiosInstance, problemId: number) =>
    reloadOnSuccess(
      ({ ticketIds, action }: { ticketIds: number[]; action: BulkAction }) =>
        runTicketBulkAction(http, ticketIds, action),
      invalidates(ticketKeys.attachedTo(problemOwner(problemId))),
    ),
  attachToChange: (http: AxiosInstance, changeId: number) =>
    reloadOnSuccess(
      ({ ticketIds, type }: { ticketIds: number[]; type: TicketLinkType }) =>
        attachChangeTickets(http, changeId, ticketIds, type),
      invalidates(ticketKeys.attachedTo(changeOwner(changeId))),
    ),
  detachFromChange: (http: AxiosInstance, changeId: number) =>
    reloadOnSettled(
      ({ ticketId, type }: { ticketId: number; type: TicketLinkType }) =>
        detachChangeTicket(http, changeId, ticketId, type),
      invalidates(ticketKeys.attachedTo(changeOwner(changeId))),
    ),
};
