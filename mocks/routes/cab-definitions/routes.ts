import type { FastifyRequest } from 'fastify';
import { cabUsedByAutomation } from '../../db/automations/read';
import { findCab, findCabLevel, listCabs } from '../../db/cab-definitions/read';
import { deleteCabLevel } from '../../db/cab-definitions/remove';
import { saveCab } from '../../db/cab-definitions/save';
import { NAMED_RECORD_SORT_FIELDS } from '../../db/records/named-record';
import type { Actor } from '../../db/records/activity-log';
import { deleteRow } from '../../db/reference-rows';
import { requirePermission } from '../../http/authorize';
import { NotFoundError, ValidationError } from '../../http/errors';
import { readFormBody } from '../../http/form-body';
import { readRequestPaging, VARIANT_PARAMS } from '../../http/list-query';
import { readPathId } from '../../http/path-params';
import { readString } from '../../http/query';
import { requestSession } from '../../http/session';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { Validator } from '../../http/validator';
import type { Routes } from '../deps';
import { activityLogRoute } from '../records/activity-log';
import type { RecordKind } from '../records/kind';
import { requireAdmin } from '../records/reference-record';
import { LEVEL_REQUIRED, readCabInput } from './input';

const NOUN = 'CAB';
export const CAB_NOT_FOUND = 'CAB not found.';
export const LEVEL_NOT_FOUND = 'CAB level not found.';
export const CAB_USED_BY_AUTOMATION = 'This CAB is used by a workflow or listener.';

const CABS: RecordKind = { owner: 'sd_cab', noun: NOUN, find: (db, id) => findCab(db, id) };

/**
 * The CAB definitions administrators keep: GET cab (paged; sort_by, order, search), GET cab/{id},
 * POST cab (JSON, create or edit), DELETE cab/{levelId}/level, DELETE cab/{id}/workflow/ and the
 * definition's activity log at cab-log/{id}. Reading needs the view permission, writing an
 * administrator. Boards already applied to changes are copies: no call here alters them.
 */
export const cabDefinitionRoutes: Routes = (app, { db }) => {
  const api = `${SERVICE_DESK_API}/cab`;
  const requireViewer = (request: FastifyRequest) =>
    requirePermission(db, request, 'view', 'You do not have permission to view CABs.');
  const administrator = (request: FastifyRequest): Actor => {
    requireAdmin(request, NOUN);
    const { user } = requestSession(request);
    return { id: user.id, name: user.name };
  };
  const existingCab = (segment: string) => {
    const id = readPathId(segment);
    const cab = id === undefined ? undefined : findCab(db, id);
    if (!cab) throw new NotFoundError(CAB_NOT_FOUND);
    return cab;
  };

  app.get(api, async (request) => {
    requireViewer(request);
    const paging = readRequestPaging(request.query, NAMED_RECORD_SORT_FIELDS, 'id', {
      ...VARIANT_PARAMS,
      search: 'search',
    });
    const { rows, total } = listCabs(db, paging);
    return { data: { data: rows, total } };
  });

  app.get<{ Params: { id: string } }>(`${api}/:id`, async (request) => {
    requireViewer(request);
    return { data: existingCab(request.params.id) };
  });

  app.post(api, async (request) => {
    const actor = administrator(request);
    const body = request.isMultipart() ? (await readFormBody(request)).fields : request.body;
    const validator = new Validator();
    const idText = readString({ id: idField(body) }, 'id', validator);
    validator.throwIfFailed();
    const id = idText === undefined ? undefined : existingCab(idText).id;
    const input = readCabInput(db, body, id, validator);
    validator.throwIfFailed();
    const savedId = saveCab(db, input, id, actor);
    return { message: `CAB ${id === undefined ? 'created' : 'updated'} successfully.`, data: { id: savedId } };
  });

  app.delete<{ Params: { levelId: string } }>(`${api}/:levelId/level`, async (request) => {
    const actor = administrator(request);
    const levelId = readPathId(request.params.levelId);
    const level = levelId === undefined ? undefined : findCabLevel(db, levelId);
    if (!level) throw new NotFoundError(LEVEL_NOT_FOUND);
    if (!deleteCabLevel(db, level, actor)) throw new ValidationError({}, LEVEL_REQUIRED);
    return { message: 'CAB level deleted successfully.' };
  });

  app.delete<{ Params: { id: string } }>(`${api}/:id/workflow/`, async (request) => {
    administrator(request);
    const { id } = existingCab(request.params.id);
    if (cabUsedByAutomation(db, id)) throw new ValidationError({}, CAB_USED_BY_AUTOMATION);
    deleteRow(db, 'cabs', id);
    return { message: 'CAB deleted successfully.' };
  });

  activityLogRoute(app, db, CABS, 'cab-log');
};

/** The body's id as text (a JSON number or string); anything else is left for the reader to refuse. */
function idField(body: unknown): string | undefined {
  const id = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).id : undefined;
  if (id === undefined || id === null) return undefined;
  return typeof id === 'number' || typeof id === 'string' ? String(id) : '[object]';
}
