import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteChangeFilter,
  fetchSavedFilter,
  fetchSavedFilters,
  saveChangeFilter,
  type SavedFilterPayload,
} from '../../../api/changeFilters';
import {
  deleteChange,
  fetchChangeCustomFields,
  fetchChangeList,
  type ChangeListFilters,
} from '../../../api/changeList';
import type { TableQuery } from '../../../api/paging';
import { useHttp } from '../../../ui/PluginContext';

/** Under the area's 'changes' key, so a saved change reloads the list. */
export const changeListKeys = {
  all: ['changes'] as const,
  list: (query: TableQuery, filters: ChangeListFilters, filterId: number | undefined) =>
    ['changes', 'list', query, filters, filterId ?? null] as const,
  customFields: ['changes', 'custom-fields'] as const,
  filters: ['changes', 'saved-filters'] as const,
  filter: (id: number) => ['changes', 'saved-filters', id] as const,
};

export function useChangeList(query: TableQuery, filters: ChangeListFilters, filterId: number | undefined) {
  const http = useHttp();
  return useQuery({
    queryKey: changeListKeys.list(query, filters, filterId),
    queryFn: ({ signal }) => fetchChangeList(http, query, filters, filterId, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDeleteChange() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteChange(http, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['changes', 'list'] }),
  });
}

export function useChangeCustomFields() {
  const http = useHttp();
  return useQuery({
    queryKey: changeListKeys.customFields,
    queryFn: ({ signal }) => fetchChangeCustomFields(http, signal),
    staleTime: 5 * 60 * 1000,
  });
}

export function useSavedFilters() {
  const http = useHttp();
  return useQuery({ queryKey: changeListKeys.filters, queryFn: ({ signal }) => fetchSavedFilters(http, signal) });
}

export function useSavedFilter(id: number | undefined) {
  const http = useHttp();
  return useQuery({
    queryKey: changeListKeys.filter(id ?? 0),
    queryFn: ({ signal }) => fetchSavedFilter(http, id as number, signal),
    enabled: id !== undefined,
  });
}

export function useSaveFilter() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SavedFilterPayload) => saveChangeFilter(http, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: changeListKeys.filters }),
  });
}

export function useDeleteFilter() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteChangeFilter(http, id),
    // Only the list of filters reloads: the deleted one is gone, asking for it would answer 404.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: changeListKeys.filters, exact: true }),
  });
}
