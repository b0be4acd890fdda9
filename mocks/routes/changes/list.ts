import { findSavedFilter } from '../../db/change-filters/filters';
import { listCustomFields } from '../../db/changes/custom-fields';
import { listChanges } from '../../db/changes/list';
import { NotFoundError } from '../../http/errors';
import { readPathId } from '../../http/path-params';
import { asRawQuery, readString, type RawQuery } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { Validator } from '../../http/validator';
import { FILTER_NOT_FOUND, savedFilterQuery } from '../change-filters/routes';
import type { Routes } from '../deps';
import { deleteRecordRoute, rowFlags } from '../records/delete';
import { requireTo } from '../records/kind';
import { CHANGES } from './kind';
import { readChangeListQuery } from './list-input';

/** GET /change-list (a saved filter's fields under the request's own), DELETE /change/{id}, GET /change-custom-field-list. */
export const changeListRoutes: Routes = (app, deps) => {
  const { db } = deps;
  app.get(`${SERVICE_DESK_API}/change-list`, async (request) => {
    const user = requireTo(db, request, 'view', CHANGES.noun);
    let query: RawQuery = asRawQuery(request.query);
    const validator = new Validator();
    const filterIdText = readString(query, 'filter_id', validator);
    if (filterIdText !== undefined) {
      const filterId = readPathId(filterIdText);
      const filter = filterId === undefined ? undefined : findSavedFilter(db, filterId, user.id);
      if (!filter) throw new NotFoundError(FILTER_NOT_FOUND);
      query = savedFilterQuery(filter.fields, query);
    }
    const listQuery = readChangeListQuery(db, query, validator);
    validator.throwIfFailed();
    const { rows, total } = listChanges(db, listQuery);
    const flags = rowFlags(db, user, CHANGES);
    return { data: { changes: rows.map((row) => ({ ...row, ...flags })), total } };
  });

  deleteRecordRoute(app, deps, CHANGES, 'change');

  app.get(`${SERVICE_DESK_API}/change-custom-field-list`, async (request) => {
    requireTo(db, request, 'view', CHANGES.noun);
    return { data: { custom_fields: listCustomFields(db) } };
  });
};
