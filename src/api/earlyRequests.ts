/** A query key: the same array the screen's query uses. */
export type QueryKey = readonly unknown[];

/** What a screen gets when it takes a request started before it rendered. */
export interface TakenRequest<T> {
  promise: Promise<T>;
  controller: AbortController;
  /** Set once the answer has arrived, so a screen can show it in its first render. */
  settled?: { data: T };
}

interface EarlyRequest<T> extends TakenRequest<T> {
  startedAt: number;
}

/** An answer nobody took within this long is not used: the screen asks again. */
const MAX_AGE_MS = 10_000;

const pending = new Map<string, EarlyRequest<unknown>>();

/**
 * The session and query key as one string, objects with their keys sorted (as the query cache
 * hashes keys). Written here rather than imported so the loader's chunk needs no query library.
 */
function keyOf(session: string, queryKey: QueryKey): string {
  return JSON.stringify([session, ...queryKey], (_name, value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
}

/**
 * Starts a screen's first request before the screen's code has arrived (a route's loader calls
 * it while the chunks download). `session` tells apart backends and signed-in sessions, so only
 * the same session's screen takes it.
 */
export function startEarlyRequest<T>(
  session: string,
  queryKey: QueryKey,
  request: (signal: AbortSignal) => Promise<T>,
): void {
  const key = keyOf(session, queryKey);
  pending.get(key)?.controller.abort();
  const controller = new AbortController();
  const entry: EarlyRequest<T> = { promise: request(controller.signal), controller, startedAt: Date.now() };
  // The screen that takes the request handles its error; an untaken one is not reported.
  entry.promise.then(
    (data) => {
      entry.settled = { data };
    },
    () => undefined,
  );
  pending.set(key, entry as EarlyRequest<unknown>);
}

/** Hands over the early request for this session and key once, if there is a recent one. */
export function takeEarlyRequest<T>(session: string, queryKey: QueryKey): TakenRequest<T> | undefined {
  const key = keyOf(session, queryKey);
  const entry = pending.get(key) as EarlyRequest<T> | undefined;
  if (!entry) return undefined;
  pending.delete(key);
  if (Date.now() - entry.startedAt > MAX_AGE_MS) {
    entry.controller.abort();
    return undefined;
  }
  return entry;
}

/** Aborts and forgets every early request nobody took (an application unmounting calls it). */
export function dropEarlyRequests(): void {
  for (const entry of pending.values()) entry.controller.abort();
  pending.clear();
}
