import type { FastifyPluginAsync } from 'fastify';
import { attachTickets, ticketsLinkedElsewhere } from '../../db/problems/links';
import { attachTicketAssets, detachTicketAsset } from '../../db/tickets/assets';
import {
  attachTicketChange,
  detachTicketChange,
  TICKET_CHANGE_TYPES,
  type TicketChangeType,
} from '../../db/tickets/changes';
import type { Db } from '../../db/types';
import { requirePermission } from '../../http/authorize';
import { NotFoundError, ValidationError } from '../../http/errors';
import { readFormBody } from '../../http/form-body';
import { readReferenceList } from '../../http/form-fields';
import { asRawQuery, readChoice, type RawQuery } from '../../http/query';
import { Validator } from '../../http/validator';
import { idFromPath, mustExist, requiredId, TICKET_NOT_FOUND } from './lookup';

const NO_ASSETS = 'Please select assets.';

interface TicketChangeInput {
  ticketId: number;
  changeId: number;
  type: TicketChangeType;
}

/** ticket_id, change_id and type (initiating | initiated), from a body or a query; 422 / 404. */
function readTicketChange(db: Db, fields: RawQuery): TicketChangeInput {
  const validator = new Validator();
  const ticketId = requiredId(fields, 'ticket_id', 'ticket id', validator);
  const changeId = requiredId(fields, 'change_id', 'change id', validator);
  const type = readChoice(fields, 'type', TICKET_CHANGE_TYPES, validator);
  if (fields.type === undefined || fields.type === '') validator.add('type', 'The type field is required.');
  validator.throwIfFailed();
  mustExist(db, 'tickets', ticketId as number, TICKET_NOT_FOUND);
  mustExist(db, 'changes', changeId as number, 'Change not found.');
  return { ticketId: ticketId as number, changeId: changeId as number, type: type as TicketChangeType };
}

/** What the ticket action bar and associates card do: link and unlink assets, a problem and changes. */
export const ticketActionRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const api = '/service-desk/api';

  app.post(`${api}/ticket-attach-assets`, async (request) => {
    requirePermission(db, request, 'attach_asset', 'You do not have permission to attach assets.');
    const { fields } = await readFormBody(request);
    const validator = new Validator();
    const ticketId = requiredId(fields, 'ticket_id', 'ticket id', validator);
    const assetIds = readReferenceList(db, fields, 'asset_ids', 'assets', validator);
    if (!validator.hasErrors() && assetIds.length === 0) {
      throw new ValidationError({ asset_ids: [NO_ASSETS] }, NO_ASSETS);
    }
    validator.throwIfFailed();
    mustExist(db, 'tickets', ticketId as number, TICKET_NOT_FOUND);
    attachTicketAssets(db, ticketId as number, assetIds);
    return { message: 'Assets attached successfully.' };
  });

  app.delete<{ Params: { ticketId: string; assetId: string } }>(
    `${api}/detach-asset/:ticketId/:assetId`,
    async (request) => {
      requirePermission(db, request, 'detach_asset', 'You do not have permission to detach assets.');
      const ticketId = idFromPath(db, request.params.ticketId, 'tickets', TICKET_NOT_FOUND);
      const assetId = idFromPath(db, request.params.assetId, 'assets', 'Asset not found.');
      if (!detachTicketAsset(db, ticketId, assetId))
        throw new NotFoundError('The asset is not attached to this ticket.');
      return { message: 'Asset detached successfully.' };
    },
  );

  app.post<{ Params: { ticketId: string; problemId: string } }>(
    `${api}/problem-attach-ticket/:ticketId/:problemId`,
    async (request) => {
      const user = requirePermission(db, request, 'attach_problem', 'You do not have permission to attach problems.');
      const ticketId = idFromPath(db, request.params.ticketId, 'tickets', TICKET_NOT_FOUND);
      const problemId = idFromPath(db, request.params.problemId, 'problems', 'Problem not found.');
      const taken = ticketsLinkedElsewhere(db, problemId, [ticketId]);
      if (taken.length > 0) {
        const message = 'The ticket is already linked to another problem.';
        throw new ValidationError({ problem_id: [message] }, message);
      }
      attachTickets(db, problemId, [ticketId], user);
      return { message: 'Problem attached successfully.' };
    },
  );

  app.post(`${api}/attach-change/ticket`, async (request) => {
    const user = requirePermission(db, request, 'attach_change', 'You do not have permission to attach changes.');
    const { fields } = await readFormBody(request);
    const input = readTicketChange(db, fields);
    if (!attachTicketChange(db, input.ticketId, input.changeId, input.type, user)) {
      const message = 'The change is already attached to this ticket.';
      throw new ValidationError({ change_id: [message] }, message);
    }
    return { message: 'Change attached successfully.' };
  });

  app.delete(`${api}/detach-change/ticket`, async (request) => {
    const user = requirePermission(db, request, 'detach_change', 'You do not have permission to detach changes.');
    const input = readTicketChange(db, asRawQuery(request.query));
    if (!detachTicketChange(db, input.ticketId, input.changeId, input.type, user)) {
      throw new NotFoundError('The change is not attached to this ticket.');
    }
    return { message: 'Change detached successfully.' };
  });
};
