import type { AxiosInstance } from 'axios';
import { queryOptions } from '@tanstack/react-query';
import { fetchFormRender } from './calls';

export const formKeys = {
  all: ['forms'] as const,
  render: (category: string) => ['forms', category] as const,
};

export const formQueries = {
  /** Asked afresh each time the form is about to be shown. */
  render: (http: AxiosInstance, category: string) =>
    queryOptions({
      queryKey: formKeys.render(category),
      queryFn: ({ signal }) => fetchFormRender(http, category, signal),
      staleTime: 0,
      gcTime: 0,
    }),
};
