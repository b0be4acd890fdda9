import type { FastifyPluginAsync } from 'fastify';
import { listCustomFields } from '../../db/changes/custom-fields';
import { deleteChange } from '../../db/changes/delete';
import { findSavedFilter } from '../../db/change-filters/filters';
import { listChanges } from '../../db/changes/list';
import { userCan } from '../../db/users/permissions';
import type { Db } from '../../db/types';
import { requirePermission } from '../../http/authorize';
import { NotFoundError } from '../../http/errors';
import { readPathId } from '../../http/path-params';
import { asRawQuery, readString, type RawQuery } from '../../http/query';
import { Validator } from '../../http/validator';
import type { UploadStore } from '../../uploads/store';
import { readChangeListQuery } from './list-input';
import { FILTER_NOT_FOUND, savedFilterQuery } from '../change-filters/routes';

const VIEW_DENIED = 'You do not have permission to view changes.';

/** GET /change-list, DELETE /change/{id} and GET /change-custom-field-list. */
export const changeListRoutes: FastifyPluginAsync<{ db: Db; uploads: UploadStore }> = async (app, { db, uploads }) => {
  app.get('/service-desk/api/change-list', async (request) => {
    const user = requirePermission(db, request, 'view', VIEW_DENIED);
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
    const is_edit = userCan(db, user, 'edit_change');
    const is_delete = userCan(db, user, 'delete_change');
    return { data: { changes: rows.map((row) => ({ ...row, is_edit, is_delete })), total } };
  });

  app.delete<{ Params: { id: string } }>('/service-desk/api/change/:id', async (request) => {
    requirePermission(db, request, 'delete_change', 'You do not have permission to delete changes.');
    const id = readPathId(request.params.id);
    const removed = id === undefined ? undefined : deleteChange(db, id);
    if (!removed) throw new NotFoundError('Change not found.');
    for (const path of removed) uploads.remove(path);
    return { message: 'Change deleted successfully.' };
  });

  app.get('/service-desk/api/change-custom-field-list', async (request) => {
    requirePermission(db, request, 'view', VIEW_DENIED);
    return { data: { custom_fields: listCustomFields(db) } };
  });
};
