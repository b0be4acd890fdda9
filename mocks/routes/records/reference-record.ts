import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageQuery } from '../../db/list-query';
import { deleteRow, valueTaken } from '../../db/reference-rows';
import type { Db } from '../../db/types';
import type { PermissionKey } from '../../db/users/permission-catalogue';
import { requirePermission } from '../../http/authorize';
import { ForbiddenError, NotFoundError, ValidationError } from '../../http/errors';
import { readFormBody } from '../../http/form-body';
import { checkMaxLength, readRequiredText } from '../../http/form-fields';
import { readRequestPaging } from '../../http/list-query';
import { readPathId } from '../../http/path-params';
import { readString, type RawQuery } from '../../http/query';
import { requestSession } from '../../http/session';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { Validator } from '../../http/validator';
import type { Routes } from '../deps';
import { capitalised, notFoundMessage } from './kind';

/** A text field no two records may share, e.g. the name: its column (and form field), label and length limit. */
export interface UniqueText {
  name: string;
  label: string;
  max: number;
}

/** A required text of at most `max` characters that no other row of `table` holds in the column `name`. */
function readUniqueText(
  db: Db,
  fields: RawQuery,
  validator: Validator,
  table: string,
  { name, label, max }: UniqueText,
  exceptId: number | undefined,
): string {
  const value = readRequiredText(fields, name, label, validator) ?? '';
  checkMaxLength(value, name, label, max, validator);
  if (value !== '' && valueTaken(db, table, name, value, exceptId)) {
    validator.add(name, `The ${label} has already been taken.`);
  }
  return value;
}

/**
 * A reference record administrators keep (an asset type, an asset status, a CMDB relation type):
 * how it is listed, found, read from a form, saved and deleted.
 */
export interface ReferenceRecord<TRecord, TInput, TSort extends string> {
  /** 'asset type': 'Asset type created successfully.', 'Asset type not found.' */
  noun: string;
  /** The table a delete removes the row from, and where `unique` is looked up. */
  table: string;
  /**
   * GET `{path}-list` (answering `{ data: { [listKey]: rows, total } }`), GET and DELETE `{path}/{id}`
   * (GET answers `{ data: { [recordKey]: record } }`; DELETE `{deletePath}/{id}` when given), POST `{path}`.
   */
  http: { path: string; listKey: string; recordKey: string; deletePath?: string };
  /** Besides administrators, who may create (not edit or delete) one: agents adding a vendor from a contract. */
  createPermission?: PermissionKey;
  sorts: { fields: readonly TSort[]; default: TSort };
  /** The required text no two records share (read and checked before the rest of the form). */
  unique: UniqueText;
  /**
   * The form's other values, every problem reported to `validator`; `uniqueText` is the value of
   * `unique`, `id` the record's when editing.
   */
  readInput(db: Db, fields: RawQuery, validator: Validator, uniqueText: string, id: number | undefined): TInput;
  store: ReferenceStore<TRecord, TInput, TSort>;
}

/** How the records are listed, found, saved, and why one cannot be deleted. */
interface ReferenceStore<TRecord, TInput, TSort extends string> {
  list(db: Db, query: PageQuery<TSort>): { rows: TRecord[]; total: number };
  find(db: Db, id: number): TRecord | undefined;
  save(db: Db, input: TInput, id: number | undefined): number;
  /** Why the record cannot be deleted (it is in use); undefined when it can. */
  usage(db: Db, id: number): string | undefined;
}

/** The routes of one reference record, to list among the app's routes. */
export function referenceRoutes<TRecord, TInput, TSort extends string>(
  record: ReferenceRecord<TRecord, TInput, TSort>,
): Routes {
  return (app, { db }) => referenceRecordRoutes(app, db, record);
}

/** Only administrators change reference records (and the other admin settings). */
export function requireAdmin(request: FastifyRequest, noun: string): void {
  if (requestSession(request).user.role !== 'admin') {
    throw new ForbiddenError(`You do not have permission to manage ${noun}s.`);
  }
}

/**
 * GET {path}-list (paged, sorted, searched), GET {path}/{id}, POST {path} (multipart; an `id`
 * field updates that record) and DELETE {path}/{id} (422 while the record is in use).
 * Reading needs the view permission, writing an administrator.
 */
export function referenceRecordRoutes<TRecord, TInput, TSort extends string>(
  app: FastifyInstance,
  db: Db,
  record: ReferenceRecord<TRecord, TInput, TSort>,
): void {
  const { noun } = record;
  const Noun = capitalised(noun);
  const { http, store } = record;
  const recordPath = `${SERVICE_DESK_API}/${http.path}`;
  const requireViewer = (request: FastifyRequest) =>
    requirePermission(db, request, 'view', `You do not have permission to view ${noun}s.`);
  const existingId = (segment: string): number => {
    const id = readPathId(segment);
    if (id === undefined || store.find(db, id) === undefined) throw new NotFoundError(notFoundMessage(noun));
    return id;
  };

  app.get(`${recordPath}-list`, async (request) => {
    requireViewer(request);
    const paging = readRequestPaging(request.query, record.sorts.fields, record.sorts.default);
    const { rows, total } = store.list(db, paging);
    return { data: { [http.listKey]: rows, total } };
  });

  app.get<{ Params: { id: string } }>(`${recordPath}/:id`, async (request) => {
    requireViewer(request);
    return { data: { [http.recordKey]: store.find(db, existingId(request.params.id)) } };
  });

  app.post(recordPath, async (request) => {
    if (record.createPermission === undefined) requireAdmin(request, noun);
    else requirePermission(db, request, record.createPermission, `You do not have permission to create ${noun}s.`);
    const { fields } = await readFormBody(request);
    const validator = new Validator();
    const idText = readString(fields, 'id', validator);
    validator.throwIfFailed();
    if (idText !== undefined) requireAdmin(request, noun);
    const id = idText === undefined ? undefined : existingId(idText);
    const uniqueText = readUniqueText(db, fields, validator, record.table, record.unique, id);
    const input = record.readInput(db, fields, validator, uniqueText, id);
    validator.throwIfFailed();
    const savedId = store.save(db, input, id);
    return { message: `${Noun} ${id === undefined ? 'created' : 'updated'} successfully.`, data: { id: savedId } };
  });

  const deletePath = http.deletePath === undefined ? recordPath : `${SERVICE_DESK_API}/${http.deletePath}`;
  app.delete<{ Params: { id: string } }>(`${deletePath}/:id`, async (request) => {
    requireAdmin(request, noun);
    const id = existingId(request.params.id);
    const usage = store.usage(db, id);
    if (usage !== undefined) throw new ValidationError({}, usage);
    deleteRow(db, record.table, id);
    return { message: `${Noun} deleted successfully.` };
  });
}
