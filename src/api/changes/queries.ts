import type { AxiosInstance } from 'axios';
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { activityLogKeys } from '../activity-logs/queries';
import type { ListQuery } from '../listParams';
import { changeOwner, ticketOwner } from '../owners';
import type { TicketLinkType } from '../tickets/types';
import {
  assignChange,
  attachTicketChange,
  closeChange,
  deleteChange,
  detachChangeTask,
  detachTicketChange,
  fetchChange,
  fetchChangeActions,
  fetchChangeCustomFields,
  fetchChangeList,
  fetchChangeTasks,
  fetchTicketChanges,
  updateActivityDuration,
} from './calls';
import type { ChangeListFilters } from './types';

export const changeKeys = {
  all: ['changes'] as const,
  lists: () => ['changes', 'list'] as const,
  list: (query: ListQuery, filters: ChangeListFilters, filterId: number | undefined) =>
    ['changes', 'list', query, filters, filterId ?? null] as const,
  customFields: () => ['changes', 'custom-fields'] as const,
  /** Everything about one change: its detail, its flags, its tasks, the copy its form edits. */
  record: (id: number) => ['changes', id] as const,
  detail: (id: number) => ['changes', id, 'detail'] as const,
  actions: (id: number) => ['changes', id, 'actions'] as const,
  forEdit: (id: number) => ['changes', id, 'edit'] as const,
  tasks: (id: number, query: ListQuery) => ['changes', id, 'tasks', query] as const,
  ofTicket: (ticketId: number) => ['changes', 'of', ticketOwner(ticketId)] as const,
  pageOfTicket: (ticketId: number, archived: boolean, query: ListQuery) =>
    ['changes', 'of', ticketOwner(ticketId), archived, query] as const,
};

export const changeQueries = {
  list: (http: AxiosInstance, query: ListQuery, filters: ChangeListFilters, filterId: number | undefined) =>
    queryOptions({
      queryKey: changeKeys.list(query, filters, filterId),
      queryFn: ({ signal }) => fetchChangeList(http, query, filters, filterId, signal),
      placeholderData: keepPreviousData,
    }),
  customFields: (http: AxiosInstance) =>
    queryOptions({
      queryKey: changeKeys.customFields(),
      queryFn: ({ signal }) => fetchChangeCustomFields(http, signal),
      staleTime: 5 * 60 * 1000,
    }),
  detail: (http: AxiosInstance, id: number) =>
    queryOptions({ queryKey: changeKeys.detail(id), queryFn: ({ signal }) => fetchChange(http, id, signal) }),
  actions: (http: AxiosInstance, id: number) =>
    queryOptions({ queryKey: changeKeys.actions(id), queryFn: ({ signal }) => fetchChangeActions(http, id, signal) }),
  /** The form always starts from the stored change, never from a cached copy. */
  forEdit: (http: AxiosInstance, id: number) =>
    queryOptions({
      queryKey: changeKeys.forEdit(id),
      queryFn: ({ signal }) => fetchChange(http, id, signal),
      staleTime: 0,
      gcTime: 0,
    }),
  tasks: (http: AxiosInstance, id: number, query: ListQuery) =>
    queryOptions({
      queryKey: changeKeys.tasks(id, query),
      queryFn: ({ signal }) => fetchChangeTasks(http, id, query, signal),
      placeholderData: keepPreviousData,
    }),
  ofTicket: (http: AxiosInstance, ticketId: number, query: ListQuery, { archived = false } = {}) =>
    queryOptions({
      queryKey: changeKeys.pageOfTicket(ticketId, archived, query),
      queryFn: ({ signal }) => fetchTicketChanges(http, ticketId, archived, query, signal),
      placeholderData: keepPreviousData,
    }),
};

/** Reloads a change (its detail, flags and tasks) and its activity log, not waited for by the caller. */
export function invalidateChange(client: QueryClient, id: number): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: changeKeys.record(id) }),
    client.invalidateQueries({ queryKey: activityLogKeys.of(changeOwner(id)) }),
  ]);
}

/** A call on one change; whether it succeeds or not, the change is read again (its answer shows at once). */
function changeCall<Input>(id: number, call: (input: Input) => Promise<string>) {
  return mutationOptions({
    mutationFn: call,
    onSettled: (_message, _error, _input, _result, { client }) => void invalidateChange(client, id),
  });
}

export const changeMutations = {
  remove: (http: AxiosInstance) =>
    mutationOptions({
      mutationFn: (id: number) => deleteChange(http, id),
      onSettled: (_message, _error, _id, _result, { client }) =>
        client.invalidateQueries({ queryKey: changeKeys.lists() }),
    }),
  close: (http: AxiosInstance, id: number) => changeCall<void>(id, () => closeChange(http, id)),
  assign: (http: AxiosInstance, id: number) =>
    changeCall<number>(id, (assigneeId) => assignChange(http, id, assigneeId)),
  updateActivityDuration: (http: AxiosInstance, id: number) =>
    changeCall<number>(id, (minutes) => updateActivityDuration(http, id, minutes)),
  detachTask: (http: AxiosInstance, id: number) =>
    changeCall<number>(id, (taskId) => detachChangeTask(http, id, taskId)),
  /** The ticket's slots reload on the ticket-changed signal the action dispatches. */
  attachToTicket: (http: AxiosInstance, ticketId: number, type: TicketLinkType) =>
    mutationOptions({ mutationFn: (changeId: number) => attachTicketChange(http, ticketId, changeId, type) }),
  detachFromTicket: (http: AxiosInstance, ticketId: number) =>
    mutationOptions({
      mutationFn: ({ changeId, type }: { changeId: number; type: TicketLinkType }) =>
        detachTicketChange(http, ticketId, changeId, type),
      onSettled: (_message, _error, _input, _result, { client }) =>
        client.invalidateQueries({ queryKey: changeKeys.ofTicket(ticketId) }),
    }),
};
