import type { FastifyPluginAsync } from 'fastify';
import { findLookup, HELPDESK_LOOKUPS, readLookup, SERVICE_DESK_LOOKUPS } from '../../db/dependencies/lookups';
import type { Db } from '../../db/types';
import { NotFoundError } from '../../http/errors';
import { readPageWindow, readSearch } from '../../http/paging';
import { asRawQuery, readIdList } from '../../http/query';
import { Validator } from '../../http/validator';

type Lookups = typeof SERVICE_DESK_LOOKUPS;

/** Option lists for pickers and filters: `{ data: { data: [{ id, name }], total } }`. */
export const dependencyRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const answer = (lookups: Lookups) => async (request: { params: { name: string }; query: unknown }) => {
    const lookup = findLookup(lookups, request.params.name);
    if (!lookup) throw new NotFoundError(`Unknown dependency "${request.params.name}".`);
    const query = asRawQuery(request.query);
    const validator = new Validator();
    const window = readPageWindow(query, validator);
    const search = readSearch(query, validator);
    const ids = readIdList(query, 'ids', validator);
    validator.throwIfFailed();
    return { data: readLookup(db, lookup, { ids, search, limit: window.limit, offset: window.offset }) };
  };

  app.get<{ Params: { name: string } }>('/service-desk/api/dependency/:name', answer(SERVICE_DESK_LOOKUPS));
  app.get<{ Params: { name: string } }>('/api/dependency/:name', answer(HELPDESK_LOOKUPS));
};
