import { useEffect, useRef } from 'react';
import { hashKey, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { takeEarlyRequest } from './earlyRequests';

interface EarlyRequest<T> {
  hash: string;
  promise: Promise<T>;
  controller: AbortController;
  taken: boolean;
}

type QueryFn<T> = (context: { queryKey: QueryKey; signal: AbortSignal }) => Promise<T>;

/**
 * Starts a query's first request while the component renders, not in the effect after its first
 * paint. Returns the queryFn for the query: its first call for the same key takes that request
 * (its answer or its error, as if it had made it), every other call fetches as usual, so the
 * page is requested once either way. Nothing starts early when the cache already knows the key;
 * a request nobody took is aborted on unmount.
 *
 * With `session`, a request the route's loader started for this session and key (see
 * api/earlyRequests) is taken instead of sending one; when its answer is already here, it goes
 * straight into the cache, so the first render shows it.
 */
export function useEarlyRequest<T>(
  queryKey: QueryKey,
  request: (signal: AbortSignal) => Promise<T>,
  session?: string,
): QueryFn<T> {
  const queryClient = useQueryClient();
  const early = useRef<EarlyRequest<T> | null>(null);
  if (early.current === null && queryClient.getQueryState(queryKey) === undefined) {
    const started = session === undefined ? undefined : takeEarlyRequest<T>(session, queryKey);
    if (started?.settled) {
      queryClient.setQueryData(queryKey, started.settled.data);
    } else {
      const controller = started?.controller ?? new AbortController();
      const promise = started?.promise ?? request(controller.signal);
      // The query that takes the request handles its error; an untaken one is not reported.
      promise.catch(() => undefined);
      early.current = { hash: hashKey(queryKey), promise, controller, taken: false };
    }
  }
  useEffect(
    () => () => {
      const pending = early.current;
      if (pending && !pending.taken) pending.controller.abort();
    },
    [],
  );
  return ({ queryKey: key, signal }) => {
    const pending = early.current;
    if (pending && !pending.taken && pending.hash === hashKey(key)) {
      pending.taken = true;
      signal.addEventListener('abort', () => pending.controller.abort());
      return pending.promise;
    }
    return request(signal);
  };
}
