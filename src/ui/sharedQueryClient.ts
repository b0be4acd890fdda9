import type { QueryClient } from '@tanstack/react-query';

interface SharedEntry {
  client: QueryClient;
  users: number;
}

const shared = new Map<string, SharedEntry>();

/**
 * Takes a share of the query cache for `key` (a session key: parcels of the same signed-in session
 * against the same backend share one cache), creating it for the first user. Slots mounted on
 * one page (a ticket's action bar, problem row and associates card) ask for the same ticket's
 * problem and actions: one cache sends each request once and lets one refresh reach them all.
 */
export function acquireSharedQueryClient(key: string, create: () => QueryClient): QueryClient {
  const entry = shared.get(key) ?? { client: create(), users: 0 };
  entry.users += 1;
  shared.set(key, entry);
  return entry.client;
}

/** The cache a mounted user acquired; undefined when nothing holds a share of it. */
export function peekSharedQueryClient(key: string): QueryClient | undefined {
  return shared.get(key)?.client;
}

/**
 * Gives back a share. The last user leaving cancels what is still running and then empties the
 * cache, so no request or garbage-collection timer outlives the parcels.
 */
export function releaseSharedQueryClient(key: string): void {
  const entry = shared.get(key);
  if (!entry) return;
  entry.users -= 1;
  if (entry.users > 0) return;
  shared.delete(key);
  void entry.client.cancelQueries().finally(() => entry.client.clear());
}
