import type { AxiosInstance } from 'axios';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { activityLogKeys } from '../activity-logs/queries';
import type { ListQuery } from '../listParams';
import { changeOwner, ticketOwner } from '../owners';
import { recordKeys } from '../query/keys';
import { invalidateEach, invalidates, recordCalls, reloadOnSettled, removal } from '../query/mutations';
import { pagedQuery, readQuery } from '../query/options';
import { recordQueries } from '../query/recordQueries';
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
  ...recordKeys('changes'),
  list: (query: ListQuery, filters: ChangeListFilters, filterId: number | undefined) =>
    ['changes', 'list', query, filters, filterId ?? null] as const,
  customFields: () => ['changes', 'custom-fields'] as const,
  tasks: (id: number, query: ListQuery) => ['changes', id, 'tasks', query] as const,
  ofTicket: (ticketId: number) => ['changes', 'of', ticketOwner(ticketId)] as const,
  pageOfTicket: (ticketId: number, archived: boolean, query: ListQuery) =>
    ['changes', 'of', ticketOwner(ticketId), archived, query] as const,
};

export const changeQueries = {
  list: (http: AxiosInstance, query: ListQuery, filters: ChangeListFilters, filterId: number | undefined) =>
    pagedQuery(changeKeys.list(query, filters, filterId), (signal) =>
      fetchChangeList(http, query, filters, filterId, signal),
    ),
  customFields: (http: AxiosInstance) =>
    readQuery(changeKeys.customFields(), (signal) => fetchChangeCustomFields(http, signal), {
      staleTime: 5 * 60 * 1000,
    }),
  ...recordQueries(changeKeys, { fetchRecord: fetchChange, fetchActions: fetchChangeActions }),
  tasks: (http: AxiosInstance, id: number, query: ListQuery) =>
    pagedQuery(changeKeys.tasks(id, query), (signal) => fetchChangeTasks(http, id, query, signal)),
  ofTicket: (http: AxiosInstance, ticketId: number, query: ListQuery, { archived = false } = {}) =>
    pagedQuery(changeKeys.pageOfTicket(ticketId, archived, query), (signal) =>
      fetchTicketChanges(http, ticketId, archived, query, signal),
    ),
};

/** Reloads a change (its detail, flags and tasks) and its activity log, not waited for by the caller. */
export function invalidateChange(client: QueryClient, id: number): Promise<unknown> {
  return invalidateEach(client, [changeKeys.record(id), activityLogKeys.of(changeOwner(id))]);
}

/** A call on one change; whether it succeeds or not, the change is read again (its answer shows at once). */
const changeCall = recordCalls(invalidateChange);

export const changeMutations = {
  remove: (http: AxiosInstance) => removal((id: number) => deleteChange(http, id), changeKeys.lists()),
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
    reloadOnSettled(
      ({ changeId, type }: { changeId: number; type: TicketLinkType }) =>
        detachTicketChange(http, ticketId, changeId, type),
      invalidates(changeKeys.ofTicket(ticketId)),
    ),
};
