import { keepPreviousData, queryOptions, type QueryKey } from '@tanstack/react-query';

/** A server read that stops its request when the query's signal aborts (a query left behind). */
export type Read<Data> = (signal: AbortSignal) => Promise<Data>;

/** What a read may add to the plain query: how long its answer stays fresh, whether it is retried. */
export interface ReadSettings {
  staleTime?: number;
  retry?: false;
}

/** The query of one read under `queryKey`, kept in the cache as the library's defaults say. */
export function readQuery<Data, Key extends QueryKey>(queryKey: Key, read: Read<Data>, settings: ReadSettings = {}) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => read(signal), ...settings });
}

/** One page of a table: the page on show stays while the next page, sort or search is read. */
export function pagedQuery<Data, Key extends QueryKey>(queryKey: Key, read: Read<Data>) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => read(signal), placeholderData: keepPreviousData });
}

/** A read a form starts from: always what is stored now, never a cached copy, and not kept after. */
export function freshQuery<Data, Key extends QueryKey>(queryKey: Key, read: Read<Data>) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => read(signal), staleTime: 0, gcTime: 0 });
}
