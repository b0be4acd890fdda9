import { mutationOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** What a call makes stale, given the client and the call's input. */
export type Reload<Input> = (client: QueryClient, input: Input) => unknown;

/** A call after which `reload` runs whether it succeeded or not (a failure may have changed data too). */
export function reloadOnSettled<Result, Input = void>(call: (input: Input) => Promise<Result>, reload: Reload<Input>) {
  return mutationOptions({
    mutationFn: call,
    onSettled: (_result, _error, input, _context, { client }) => reload(client, input),
  });
}

/** A call after which `reload` runs only when it succeeded. */
export function reloadOnSuccess<Result, Input = void>(call: (input: Input) => Promise<Result>, reload: Reload<Input>) {
  return mutationOptions({
    mutationFn: call,
    onSuccess: (_result, input, _context, { client }) => reload(client, input),
  });
}

/**
 * The calls on one record of a kind: whether a call succeeds or not, `reload` reads the record
 * again, not waited for (the call's own answer shows at once).
 */
export function recordCalls(reload: (client: QueryClient, id: number) => unknown) {
  return <Input>(id: number, call: (input: Input) => Promise<string>) =>
    reloadOnSettled(call, (client) => void reload(client, id));
}

/** The reload that invalidates `queryKey`: the queries under it are read again. */
export function invalidates(queryKey: QueryKey): Reload<unknown> {
  return (client) => client.invalidateQueries({ queryKey });
}

/** The delete of one record by id; whether it succeeds or not, the lists under `lists` are read again. */
export function removal(remove: (id: number) => Promise<string>, lists: QueryKey) {
  return reloadOnSettled(remove, invalidates(lists));
}

/** Invalidates every key at once; the promise settles when all of them have been read again. */
export function invalidateEach(client: QueryClient, keys: readonly QueryKey[]): Promise<unknown> {
  return Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));
}
