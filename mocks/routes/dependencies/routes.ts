import type { FastifyRequest } from 'fastify';
import {
  findLookup,
  HELPDESK_LOOKUPS,
  notAttachedToAsset,
  readLookup,
  RELEASE_LOOKUPS,
  SERVICE_DESK_LOOKUPS,
  ticketsNotLinkedTo,
  type LookupDefinition,
  vendorsNotSelling,
} from '../../db/dependencies/lookups';
import type { Db } from '../../db/types';
import { requirePermission } from '../../http/authorize';
import { NotFoundError } from '../../http/errors';
import { readPageWindow, readSearch } from '../../http/list-query';
import { readPathId } from '../../http/path-params';
import { readIdList, readRequestQuery, readString, type RawQuery } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import type { Validator } from '../../http/validator';
import type { Routes } from '../deps';

export const LOOKUPS_FORBIDDEN = 'You do not have permission to view these options.';

/**
 * One page of a lookup's options, `{ data: { data: [{ id, name }], total } }`: page, limit,
 * search-query and `ids` (exactly those records) read first; `lookup` may read more of the query.
 */
function answerLookup(
  db: Db,
  request: FastifyRequest,
  lookup: (query: RawQuery, validator: Validator) => LookupDefinition,
) {
  // The lists name the desk's records and people: a requester without `view` reads none of them.
  requirePermission(db, request, 'view', LOOKUPS_FORBIDDEN);
  const { window, search, ids, definition } = readRequestQuery(request.query, (query, validator) => ({
    window: readPageWindow(query, validator),
    search: readSearch(query, validator),
    ids: readIdList(query, 'ids', validator),
    definition: lookup(query, validator),
  }));
  return { data: readLookup(db, definition, { ids, search, limit: window.limit, offset: window.offset }) };
}

/** The id a lookup leaves out the records linked to: change_id, product_id, as the spec names them. */
function readOptionalId(query: RawQuery, name: string, label: string, validator: Validator): number | undefined {
  const text = readString(query, name, validator);
  const id = text === undefined ? undefined : readPathId(text);
  if (text !== undefined && id === undefined) validator.add(name, `The ${label} must be an integer.`);
  return id;
}

/** The lookup, without the records the asset of `asset_id` is attached to already when given. */
const withoutAssetRecords = (lookup: LookupDefinition) => (query: RawQuery, validator: Validator) =>
  notAttachedToAsset(lookup, readOptionalId(query, 'asset_id', 'asset id', validator));

/** Option lists for pickers and filters. */
export const dependencyRoutes: Routes = (app, { db }) => {
  const answerFrom =
    (lookups: Readonly<Record<string, LookupDefinition>>) =>
    async (request: FastifyRequest<{ Params: { name: string } }>) => {
      const lookup = findLookup(lookups, request.params.name);
      if (!lookup) throw new NotFoundError(`Unknown dependency "${request.params.name}".`);
      return answerLookup(db, request, withoutAssetRecords(lookup));
    };
  app.get(`${SERVICE_DESK_API}/dependency/:name`, answerFrom(SERVICE_DESK_LOOKUPS));
  app.get('/api/dependency/:name', answerFrom(HELPDESK_LOOKUPS));

  for (const [name, lookup] of Object.entries(RELEASE_LOOKUPS)) {
    app.get(`${SERVICE_DESK_API}/dependency/${name}`, async (request) =>
      answerLookup(db, request, withoutAssetRecords(lookup)),
    );
  }
  app.get(`${SERVICE_DESK_API}/dependency/tickets_based_on_change`, async (request) =>
    answerLookup(db, request, (query, validator) =>
      ticketsNotLinkedTo(readOptionalId(query, 'change_id', 'change id', validator)),
    ),
  );
  app.get(`${SERVICE_DESK_API}/dependency/vendors_based_on_product`, async (request) =>
    answerLookup(db, request, (query, validator) =>
      vendorsNotSelling(readOptionalId(query, 'product_id', 'product id', validator)),
    ),
  );
};
