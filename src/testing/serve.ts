import nock from 'nock';
import { API, lookupPage } from './renderWithPlugin';

export type Query = Record<string, string>;

/**
 * Answers GET `path` (any query, every request) with `body`, or with what `body` makes of the
 * request's address, recording the query of each request.
 */
export function serveGet(path: string | RegExp, body: nock.Body | ((uri: string) => nock.Body), status = 200) {
  const queries: Query[] = [];
  // Recorded when answered: nock asks a query matcher about requests to other paths too.
  nock(API)
    .persist()
    .get(path)
    .query(true)
    .reply(status, (uri) => {
      queries.push(Object.fromEntries(new URL(uri, API).searchParams) as Query);
      return typeof body === 'function' ? body(uri) : body;
    });
  return queries;
}

/** Answers the dependency lookup at `path` with `rows`, recording the query of each request. */
export function serveLookup(path: string, rows: Array<{ id: number; name: string }>): Query[] {
  return serveGet(path, lookupPage(rows));
}

function recordBody(method: 'post' | 'delete', path: string | RegExp, reply: nock.Body, status: number): unknown[] {
  const bodies: unknown[] = [];
  nock(API)
    [method](path, (body) => {
      bodies.push(body);
      return true;
    })
    .reply(status, reply);
  return bodies;
}

/** Answers one POST to `path` with `status` and `reply`, recording the request body. */
export function recordPost(path: string | RegExp, reply: nock.Body, status = 200): unknown[] {
  return recordBody('post', path, reply, status);
}

/** Answers one DELETE to `path` with `status` and `reply`, recording the request body. */
export function recordDelete(path: string | RegExp, reply: nock.Body, status = 200): unknown[] {
  return recordBody('delete', path, reply, status);
}

/** Answers GET `path` (every request) with `body`, recording each request's decoded query string. */
export function recordQueryStrings(path: string, body: nock.Body): string[] {
  const sent: string[] = [];
  nock(API)
    .persist()
    .get(path)
    .query(true)
    .reply((uri) => {
      sent.push(decodeURIComponent(uri.slice(uri.indexOf('?') + 1)));
      return [200, body];
    });
  return sent;
}

/** Answers GET `path` (any query, every request) with `body`; tells how many requests came. */
export function serveCounted(path: string, body: nock.Body): () => number {
  let count = 0;
  nock(API)
    .persist()
    .get(path)
    .query(true)
    .reply(() => {
      count += 1;
      return [200, body];
    });
  return () => count;
}

/** The asset type filter, first of the asset filters. */
export const ASSET_TYPE_FILTER = {
  key: 'asset_type_ids',
  label: 'Asset type',
  dependency: 'asset_types',
  url: '/service-desk/api/dependency/asset_types',
};

/** The asset filters of module-filter-structure/asset, as the contract backend describes them. */
export const ASSET_FILTER_STRUCTURE = [
  ASSET_TYPE_FILTER,
  { key: 'used_by_ids', label: 'Used by', dependency: 'users', url: '/api/dependency/users' },
  { key: 'managed_by_ids', label: 'Managed by', dependency: 'agents', url: '/api/dependency/agents' },
  { key: 'org_ids', label: 'Organization', dependency: 'organizations', url: '/api/dependency/organizations' },
];

/** Serves the asset filters the attach-assets dialog shows. */
export function serveAssetFilterStructure(structure: object[] = ASSET_FILTER_STRUCTURE) {
  return serveGet('/service-desk/api/module-filter-structure/asset', { data: structure });
}
