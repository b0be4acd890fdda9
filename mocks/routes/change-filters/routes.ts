import { findCustomField } from '../../db/changes/custom-fields';
import {
  createSavedFilter,
  deleteSavedFilter,
  findSavedFilter,
  listSavedFilters,
  nameTaken,
  updateSavedFilter,
  type SavedFilter,
  type SavedFilterField,
  type SavedFilterInput,
} from '../../db/change-filters/filters';
import { AGENT_SCOPE, recordExists } from '../../db/labels';
import type { Db } from '../../db/types';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import { readPathId } from '../../http/path-params';
import type { RawQuery } from '../../http/query';
import { Validator } from '../../http/validator';
import { CUSTOM_FILTER_KEY } from '../../http/list-query';
import type { Routes } from '../deps';
import { requireTo } from '../records/kind';
import { CHANGE_FILTER_KEYS, filterKeyOf, readChangeListFilters } from '../changes/list-input';

export const FILTER_NOT_FOUND = 'Filter not found.';
const NAME_MAX = 100;
const ICON_MAX = 50;

/** A saved filter's fields as list parameters; the request's own filters replace those of the same name. */
export function savedFilterQuery(fields: SavedFilterField[], query: RawQuery): RawQuery {
  const sentKeys = new Set(Object.keys(query).map(filterKeyOf));
  const merged: RawQuery = {};
  for (const field of fields) {
    if (sentKeys.has(field.key)) continue;
    merged[field.key] = Array.isArray(field.value) ? field.value.map(String) : String(field.value);
  }
  return { ...merged, ...query };
}

/** The filter as the client reads it; is_owner says whether the user may update or delete it. */
function toView(filter: SavedFilter, userId: number) {
  const { owner_id: ownerId, ...rest } = filter;
  return { ...rest, is_owner: ownerId === userId };
}

/** /service-desk/api/agent/change-filter: the signed-in agent's saved change-list filters. */
export const changeFilterRoutes: Routes = (app, { db }) => {
  app.get('/service-desk/api/agent/change-filter', async (request) => {
    const user = requireTo(db, request, 'view', 'change');
    return {
      data: { filters: listSavedFilters(db, user.id).map((filter) => toView(filter, user.id)) },
    };
  });

  app.get<{ Params: { id: string } }>('/service-desk/api/agent/change-filter/:id', async (request) => {
    const user = requireTo(db, request, 'view', 'change');
    const id = readPathId(request.params.id);
    const filter = id === undefined ? undefined : findSavedFilter(db, id, user.id);
    if (!filter) throw new NotFoundError(FILTER_NOT_FOUND);
    return { data: toView(filter, user.id) };
  });

  app.post('/service-desk/api/agent/change-filter', async (request) => {
    const user = requireTo(db, request, 'view', 'change');
    const body = isObject(request.body) ? request.body : {};
    let existing: SavedFilter | undefined;
    if (body.id !== undefined && body.id !== null && body.id !== '') {
      const id = readPathId(String(body.id));
      existing = id === undefined ? undefined : findSavedFilter(db, id, user.id);
      if (!existing) throw new NotFoundError(FILTER_NOT_FOUND);
      if (existing.owner_id !== user.id) throw new ForbiddenError('You can only change the filters you saved.');
    }
    const input = readFilterInput(db, body, user.id, existing?.id);
    if (existing) {
      updateSavedFilter(db, existing.id, input);
      return { message: 'Filter updated successfully.', data: { id: existing.id } };
    }
    const id = createSavedFilter(db, user.id, input);
    return { message: 'Filter saved successfully.', data: { id } };
  });

  app.delete<{ Params: { id: string } }>('/service-desk/api/agent/change-filter/:id', async (request) => {
    const user = requireTo(db, request, 'view', 'change');
    const id = readPathId(request.params.id);
    const filter = id === undefined ? undefined : findSavedFilter(db, id, user.id);
    if (!filter) throw new NotFoundError(FILTER_NOT_FOUND);
    if (filter.owner_id !== user.id) throw new ForbiddenError('You can only delete the filters you saved.');
    deleteSavedFilter(db, filter.id);
    return { message: 'Filter deleted successfully.' };
  });
};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readIds(
  db: Db,
  body: Record<string, unknown>,
  name: 'departments' | 'agents',
  validator: Validator,
): number[] {
  const value = body[name];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    validator.add(name, `The ${name} must be an array.`);
    return [];
  }
  const ids: number[] = [];
  value.forEach((item, index) => {
    const id = readPathId(String(item));
    const exists =
      id !== undefined &&
      (name === 'departments' ? recordExists(db, 'departments', id) : recordExists(db, 'users', id, AGENT_SCOPE));
    if (exists) ids.push(id);
    else validator.add(`${name}.${index}`, `The selected ${name}.${index} is invalid.`);
  });
  return ids;
}

function isFieldValue(value: unknown): value is string | string[] | number[] {
  return (
    typeof value === 'string' ||
    typeof value === 'number' ||
    (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number'))
  );
}

function readFields(db: Db, body: Record<string, unknown>, validator: Validator): SavedFilterField[] {
  const value = body.fields;
  if (!Array.isArray(value) || value.length === 0) {
    validator.add('fields', 'The fields field is required.');
    return [];
  }
  const fields: SavedFilterField[] = [];
  const seen = new Set<string>();
  value.forEach((item: unknown, index) => {
    const prefix = `fields.${index}`;
    if (!isObject(item) || typeof item.key !== 'string') {
      validator.add(`${prefix}.key`, `The ${prefix}.key field is required.`);
      return;
    }
    const key = item.key;
    const custom = CUSTOM_FILTER_KEY.exec(key);
    const known = custom ? findCustomField(db, Number(custom[1])) !== undefined : CHANGE_FILTER_KEYS.includes(key);
    if (!known || seen.has(key)) {
      validator.add(`${prefix}.key`, `The selected ${prefix}.key is invalid.`);
      return;
    }
    seen.add(key);
    if (!isFieldValue(item.value) || (Array.isArray(item.value) && item.value.length === 0) || item.value === '') {
      validator.add(`${prefix}.value`, `The ${prefix}.value field is required.`);
      return;
    }
    const fieldValue = typeof item.value === 'number' ? String(item.value) : item.value;
    // The value must be one the list itself accepts.
    const check = new Validator();
    readChangeListFilters(db, { [key]: Array.isArray(fieldValue) ? fieldValue.map(String) : fieldValue }, check);
    if (check.hasErrors()) {
      validator.add(`${prefix}.value`, `The selected ${prefix}.value is invalid.`);
      return;
    }
    fields.push({ key, value: fieldValue, value_meta: item.value_meta ?? null });
  });
  return fields;
}

function readFilterInput(
  db: Db,
  body: Record<string, unknown>,
  ownerId: number,
  exceptId: number | undefined,
): SavedFilterInput {
  const validator = new Validator();
  const name = typeof body.name === 'string' ? body.name.trim() : '';
  if (name === '') validator.add('name', 'The name field is required.');
  else if (name.length > NAME_MAX) validator.add('name', `The name may not be greater than ${NAME_MAX} characters.`);
  else if (nameTaken(db, ownerId, name, exceptId)) validator.add('name', 'The name has already been taken.');
  const iconClass = typeof body.icon_class === 'string' ? body.icon_class.trim() : '';
  if (body.icon_class !== undefined && body.icon_class !== null && typeof body.icon_class !== 'string') {
    validator.add('icon_class', 'The icon class must be a string.');
  } else if (iconClass.length > ICON_MAX) {
    validator.add('icon_class', `The icon class may not be greater than ${ICON_MAX} characters.`);
  }
  const departments = readIds(db, body, 'departments', validator);
  const agents = readIds(db, body, 'agents', validator);
  const fields = readFields(db, body, validator);
  validator.throwIfFailed();
  return { name, icon_class: iconClass, departments, agents, fields };
}
