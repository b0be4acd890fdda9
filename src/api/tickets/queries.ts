import type { AxiosInstance } from 'axios';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ListQuery } from '../listParams';
import { changeOwner, problemOwner, type Owner } from '../owners';
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
    queryOptions({
      queryKey: ticketKeys.pageOf(problemOwner(problemId), query),
      queryFn: ({ signal }) => fetchProblemTickets(http, problemId, query, signal),
      placeholderData: keepPreviousData,
    }),
  ofChange: (http: AxiosInstance, changeId: number, query: ListQuery) =>
    queryOptions({
      queryKey: ticketKeys.pageOf(changeOwner(changeId), query),
      queryFn: ({ signal }) => fetchChangeTickets(http, changeId, query, signal),
      placeholderData: keepPreviousData,
    }),
};

export const ticketMutations = {
  attachToProblem: (http: AxiosInstance, problemId: number) =>
    mutationOptions({
      mutationFn: (ticketIds: number[]) => attachProblemTickets(http, problemId, ticketIds),
      onSuccess: (_message, _ids, _result, { client }) =>
        client.invalidateQueries({ queryKey: ticketKeys.attachedTo(problemOwner(problemId)) }),
    }),
  detachFromProblem: (http: AxiosInstance, problemId: number) =>
    mutationOptions({
      mutationFn: (ticketId: number) => detachProblemTicket(http, problemId, ticketId),
      onSettled: (_message, _error, _id, _result, { client }) =>
        client.invalidateQueries({ queryKey: ticketKeys.attachedTo(problemOwner(problemId)) }),
    }),
  /** A bulk action changes the tickets of the problem they were chosen from. */
  bulkAction: (http: AxiosInstance, problemId: number) =>
    mutationOptions({
      mutationFn: ({ ticketIds, action }: { ticketIds: number[]; action: BulkAction }) =>
        runTicketBulkAction(http, ticketIds, action),
      onSuccess: (_message, _input, _result, { client }) =>
        client.invalidateQueries({ queryKey: ticketKeys.attachedTo(problemOwner(problemId)) }),
    }),
  attachToChange: (http: AxiosInstance, changeId: number) =>
    mutationOptions({
      mutationFn: ({ ticketIds, type }: { ticketIds: number[]; type: TicketLinkType }) =>
        attachChangeTickets(http, changeId, ticketIds, type),
      onSuccess: (_message, _input, _result, { client }) =>
        client.invalidateQueries({ queryKey: ticketKeys.attachedTo(changeOwner(changeId)) }),
    }),
  detachFromChange: (http: AxiosInstance, changeId: number) =>
    mutationOptions({
      mutationFn: ({ ticketId, type }: { ticketId: number; type: TicketLinkType }) =>
        detachChangeTicket(http, changeId, ticketId, type),
      onSettled: (_message, _error, _input, _result, { client }) =>
        client.invalidateQueries({ queryKey: ticketKeys.attachedTo(changeOwner(changeId)) }),
    }),
};
