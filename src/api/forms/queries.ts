import type { AxiosInstance } from 'axios';
import { freshQuery } from '../query/options';
import { fetchFormRender } from './calls';

export const formKeys = {
  all: ['forms'] as const,
  render: (category: string) => ['forms', category] as const,
};

export const formQueries = {
  /** Asked afresh each time the form is about to be shown. */
  render: (http: AxiosInstance, category: string) =>
    freshQuery(formKeys.render(category), (signal) => fetchFormRender(http, category, signal)),
};
