import type { FastifyPluginAsync } from 'fastify';
import {
  CHANGE_TASK_SORT_FIELDS,
  CHANGE_TICKET_SORT_FIELDS,
  listChangeTasks,
  listChangeTickets,
} from '../../db/changes/tickets';
import {
  attachChangeAssets,
  attachChangeTickets,
  attachRelease,
  detachChangeAsset,
  detachChangeTask,
  detachChangeTicket,
  detachRelease,
  type TicketLinkType,
} from '../../db/changes/links';
import type { Db } from '../../db/types';
import { requirePermission } from '../../http/authorize';
import { NotFoundError, ValidationError } from '../../http/errors';
import { readReferenceList } from '../../http/form-fields';
import { readFormBody } from '../../http/form-body';
import { readPaging } from '../../http/paging';
import { readPathId } from '../../http/path-params';
import { asRawQuery, readChoice, readString, type RawQuery } from '../../http/query';
import { Validator } from '../../http/validator';
import { CHANGE_VIEW_DENIED, changeFromField, changeFromPath } from './lookup';
import { existingIdFromPath } from '../problems/lookup';

const NO_ASSETS = 'Please select assets.';
const NO_TICKETS = 'Please select tickets.';
const LINK_TYPES = ['initiating', 'initiated'] as const;

type ChangeParams = { Params: { changeId: string } };
type ChangeOtherParams = { Params: { changeId: string; otherId: string } };

/** Query and body fields together (a DELETE may carry its fields either way). */
async function requestFields(request: Parameters<typeof readFormBody>[0]): Promise<RawQuery> {
  const body = request.body === undefined || request.body === null ? { fields: {} } : await readFormBody(request);
  return { ...asRawQuery(request.query), ...body.fields };
}

function readLinkType(fields: RawQuery, validator: Validator): TicketLinkType | undefined {
  const type = readChoice(fields, 'type', LINK_TYPES, validator);
  if (type === undefined && readString(fields, 'type', new Validator()) === undefined) {
    validator.add('type', 'The type field is required.');
  }
  return type;
}

function readRecordId(fields: RawQuery, name: string, label: string, validator: Validator): number | undefined {
  const text = readString(fields, name, validator);
  if (text === undefined) {
    validator.add(name, `The ${label} field is required.`);
    return undefined;
  }
  const id = readPathId(text);
  if (id === undefined) validator.add(name, `The ${label} must be an integer.`);
  return id;
}

/** A change's release, assets, tickets and tasks: attach, list, detach. */
export const changeLinkRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const api = '/service-desk/api';

  app.post<ChangeOtherParams>(`${api}/change/attach-release/:changeId/:otherId`, async (request) => {
    const user = requirePermission(db, request, 'attach_release', 'You do not have permission to attach releases.');
    const change = changeFromPath(db, request.params.changeId);
    const releaseId = existingIdFromPath(db, request.params.otherId, 'releases', 'Release not found.');
    if (!attachRelease(db, change.id, releaseId, user)) {
      const message = 'A release is already attached to this change.';
      throw new ValidationError({ release_id: [message] }, message);
    }
    return { message: 'Release attached successfully.' };
  });

  app.delete<ChangeParams>(`${api}/change/detach-release/:changeId`, async (request) => {
    const user = requirePermission(db, request, 'detach_release', 'You do not have permission to detach releases.');
    const change = changeFromPath(db, request.params.changeId);
    if (!detachRelease(db, change.id, user)) throw new NotFoundError('No release is attached to this change.');
    return { message: 'Release detached successfully.' };
  });

  app.post<ChangeParams>(`${api}/change/attach-assets/:changeId`, async (request) => {
    const user = requirePermission(db, request, 'attach_asset', 'You do not have permission to attach assets.');
    const change = changeFromPath(db, request.params.changeId);
    const { fields } = await readFormBody(request);
    const validator = new Validator();
    const assetIds = readReferenceList(db, fields, 'asset_ids', 'assets', validator);
    if (!validator.hasErrors() && assetIds.length === 0) {
      throw new ValidationError({ asset_ids: [NO_ASSETS] }, NO_ASSETS);
    }
    validator.throwIfFailed();
    attachChangeAssets(db, change.id, assetIds, user);
    return { message: 'Assets attached successfully.' };
  });

  app.delete<ChangeOtherParams>(`${api}/change/detach-asset/:changeId/:otherId`, async (request) => {
    const user = requirePermission(db, request, 'detach_asset', 'You do not have permission to detach assets.');
    const change = changeFromPath(db, request.params.changeId);
    const assetId = existingIdFromPath(db, request.params.otherId, 'assets', 'Asset not found.');
    if (!detachChangeAsset(db, change.id, assetId, user)) {
      throw new NotFoundError('The asset is not attached to this change.');
    }
    return { message: 'Asset detached successfully.' };
  });

  app.post(`${api}/attach-ticket/change`, async (request) => {
    const user = requirePermission(db, request, 'attach_ticket', 'You do not have permission to attach tickets.');
    const fields = await requestFields(request);
    const validator = new Validator();
    const change = changeFromField(db, fields, validator);
    const type = readLinkType(fields, validator);
    const ticketIds = readReferenceList(db, fields, 'ticket_ids', 'tickets', validator);
    if (!validator.hasErrors() && ticketIds.length === 0) validator.add('ticket_ids', NO_TICKETS);
    validator.throwIfFailed(ticketIds.length === 0 ? NO_TICKETS : undefined);
    attachChangeTickets(db, change.id, ticketIds, type as TicketLinkType, user);
    return { message: 'Tickets attached successfully.' };
  });

  app.get(`${api}/attached-ticket/change`, async (request) => {
    requirePermission(db, request, 'view', CHANGE_VIEW_DENIED);
    const query = asRawQuery(request.query);
    const validator = new Validator();
    const change = changeFromField(db, query, validator);
    const paging = readPaging(query, validator, CHANGE_TICKET_SORT_FIELDS, 'id');
    validator.throwIfFailed();
    return { data: listChangeTickets(db, change.id, paging) };
  });

  app.delete(`${api}/detach-ticket/change`, async (request) => {
    const user = requirePermission(db, request, 'detach_ticket', 'You do not have permission to detach tickets.');
    const fields = await requestFields(request);
    const validator = new Validator();
    const change = changeFromField(db, fields, validator);
    const ticketId = readRecordId(fields, 'ticket_id', 'ticket id', validator);
    const type = readLinkType(fields, validator);
    validator.throwIfFailed();
    existingIdFromPath(db, String(ticketId), 'tickets', 'Ticket not found.');
    if (!detachChangeTicket(db, change.id, ticketId as number, type as TicketLinkType, user)) {
      throw new NotFoundError('The ticket is not attached to this change.');
    }
    return { message: 'Ticket detached successfully.' };
  });

  app.get(`${api}/attached-task/change`, async (request) => {
    requirePermission(db, request, 'view', CHANGE_VIEW_DENIED);
    const query = asRawQuery(request.query);
    const validator = new Validator();
    const change = changeFromField(db, query, validator);
    const paging = readPaging(query, validator, CHANGE_TASK_SORT_FIELDS, 'id');
    validator.throwIfFailed();
    return { data: listChangeTasks(db, change.id, paging) };
  });

  app.delete(`${api}/detach-task/change`, async (request) => {
    const user = requirePermission(db, request, 'edit_change', 'You do not have permission to edit changes.');
    const fields = await requestFields(request);
    const validator = new Validator();
    const change = changeFromField(db, fields, validator);
    const taskId = readRecordId(fields, 'task_id', 'task id', validator);
    validator.throwIfFailed();
    existingIdFromPath(db, String(taskId), 'change_tasks', 'Task not found.');
    if (!detachChangeTask(db, change.id, taskId as number, user)) {
      throw new NotFoundError('The task is not attached to this change.');
    }
    return { message: 'Task detached successfully.' };
  });
};
