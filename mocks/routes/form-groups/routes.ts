import type { FastifyRequest } from 'fastify';
import { FORM_GROUP_CATEGORIES, type FormGroupCategory } from '../../db/form-groups/categories';
import { deleteFormGroup, findFormGroup, listFormGroups, saveFormGroup } from '../../db/form-groups/form-groups';
import { NAMED_RECORD_SORT_FIELDS } from '../../db/records/named-record';
import type { Db } from '../../db/types';
import { NotFoundError } from '../../http/errors';
import { readRequestPaging } from '../../http/list-query';
import { readPathId } from '../../http/path-params';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { Validator } from '../../http/validator';
import type { Routes } from '../deps';
import { requireAdmin } from '../records/reference-record';
import { isObject, readFormGroupInput } from './input';

const NOUN = 'form group';
export const FORM_GROUP_NOT_FOUND = 'Form group not found.';

interface CategoryParams {
  category: string;
}
interface GroupParams extends CategoryParams {
  id: string;
}

function categoryOf(params: CategoryParams): FormGroupCategory {
  const category = FORM_GROUP_CATEGORIES.find((candidate) => candidate === params.category);
  if (category === undefined) throw new NotFoundError(FORM_GROUP_NOT_FOUND);
  return category;
}

/** The id of an existing group of the category, or a 404. */
function existingId(db: Db, category: FormGroupCategory, segment: string): number {
  const id = readPathId(segment);
  if (id === undefined || findFormGroup(db, category, id) === undefined) throw new NotFoundError(FORM_GROUP_NOT_FOUND);
  return id;
}

/**
 * Form groups of assets and changes, kept by administrators: GET get-form-group/{category}
 * (paged, searched), GET get-form-group/{category}/{id}, POST post-form-group/{category} (JSON; an
 * id edits) and DELETE delete-form-group/{category}/{id} (its fields and their values go with it).
 */
export const formGroupRoutes: Routes = (app, { db }) => {
  const admin = (request: FastifyRequest) => requireAdmin(request, NOUN);

  app.get<{ Params: CategoryParams }>(`${SERVICE_DESK_API}/get-form-group/:category`, async (request) => {
    admin(request);
    const category = categoryOf(request.params);
    const paging = readRequestPaging(request.query, NAMED_RECORD_SORT_FIELDS, 'id');
    const { rows, total } = listFormGroups(db, category, paging);
    return { data: { form_groups: rows, total } };
  });

  app.get<{ Params: GroupParams }>(`${SERVICE_DESK_API}/get-form-group/:category/:id`, async (request) => {
    admin(request);
    const category = categoryOf(request.params);
    return { data: { form_group: findFormGroup(db, category, existingId(db, category, request.params.id)) } };
  });

  app.post<{ Params: CategoryParams }>(`${SERVICE_DESK_API}/post-form-group/:category`, async (request) => {
    admin(request);
    const category = categoryOf(request.params);
    const body = isObject(request.body) ? request.body : {};
    const hasId = body.id !== undefined && body.id !== null && body.id !== '';
    const id = hasId ? existingId(db, category, String(body.id)) : undefined;
    const validator = new Validator();
    const input = readFormGroupInput(db, category, body, id, validator);
    validator.throwIfFailed();
    const savedId = saveFormGroup(db, category, input, id);
    return { message: `Form group ${id === undefined ? 'created' : 'updated'} successfully.`, data: { id: savedId } };
  });

  app.delete<{ Params: GroupParams }>(`${SERVICE_DESK_API}/delete-form-group/:category/:id`, async (request) => {
    admin(request);
    const category = categoryOf(request.params);
    const id = readPathId(request.params.id);
    if (id === undefined || !deleteFormGroup(db, category, id)) throw new NotFoundError(FORM_GROUP_NOT_FOUND);
    return { message: 'Form group deleted successfully.' };
  });
};
