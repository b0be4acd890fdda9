import type { AxiosInstance } from 'axios';
import { keepPreviousData, mutationOptions, queryOptions } from '@tanstack/react-query';
import type { ListQuery } from '../listParams';
import {
  deleteAutomation,
  fetchAutomation,
  fetchAutomationIds,
  fetchAutomationOptions,
  fetchAutomationPage,
  reorderAutomations,
} from './calls';
import { movedOrder, type Move } from './movedOrder';
import type { AutomationKind } from './types';

/** One root per kind: a save, a delete or a reorder makes that kind's lists stale, never the other's. */
const root = (kind: AutomationKind): string => `automations-${kind}`;

export const automationKeys = {
  all: (kind: AutomationKind) => [root(kind)] as const,
  lists: (kind: AutomationKind) => [root(kind), 'list'] as const,
  list: (kind: AutomationKind, query: ListQuery) => [root(kind), 'list', query] as const,
  forEdit: (kind: AutomationKind, id: number) => [root(kind), id, 'edit'] as const,
  options: ['automation-options'] as const,
};

/** The list and the record of one kind, and its delete and reorder. */
export function automationQueries(kind: AutomationKind) {
  return {
    list: (http: AxiosInstance, query: ListQuery) =>
      queryOptions({
        queryKey: automationKeys.list(kind, query),
        queryFn: ({ signal }) => fetchAutomationPage(http, kind, query, signal),
        placeholderData: keepPreviousData,
      }),
    /** The form always starts from the stored automation, never from a cached copy. */
    forEdit: (http: AxiosInstance, id: number) =>
      queryOptions({
        queryKey: automationKeys.forEdit(kind, id),
        queryFn: ({ signal }) => fetchAutomation(http, kind, id, signal),
        staleTime: 0,
        gcTime: 0,
      }),
    remove: (http: AxiosInstance) =>
      mutationOptions({
        mutationFn: (id: number) => deleteAutomation(http, kind, id),
        onSettled: (_message, _error, _id, _result, { client }) =>
          client.invalidateQueries({ queryKey: automationKeys.lists(kind) }),
      }),
    /** Reads the kind's current order, moves the one automation, and sends the whole order. */
    move: (http: AxiosInstance) =>
      mutationOptions({
        mutationFn: async (move: Move) =>
          reorderAutomations(http, kind, movedOrder(await fetchAutomationIds(http, kind), move)),
        onSettled: (_message, _error, _move, _result, { client }) =>
          client.invalidateQueries({ queryKey: automationKeys.lists(kind) }),
      }),
  };
}

/** What the form may offer: the same for both kinds and every form, read once while the application is mounted. */
export const automationOptionsQuery = (http: AxiosInstance) =>
  queryOptions({
    queryKey: automationKeys.options,
    queryFn: ({ signal }) => fetchAutomationOptions(http, signal),
    staleTime: Infinity,
  });
