import { TICKET_LINK_TYPES, type TicketLinkType } from '../../db/changes/links';
import { PROBLEM_TICKETS, ticketsLinkedElsewhere } from '../../db/problems/links';
import { assetsOf, attachToRecord, linkRecords, unlinkRecord } from '../../db/records/associations';
import { listTicketChanges, setTicketChangeLink, TICKET_CHANGE_SORT_FIELDS } from '../../db/tickets/changes';
import type { Db } from '../../db/types';
import { NotFoundError, ValidationError } from '../../http/errors';
import { readFormBody } from '../../http/form-body';
import { readPaging, SEARCH_QUERY_PARAMS } from '../../http/list-query';
import { asRawQuery, readChoice, readRequestQuery, type RawQuery } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { Validator } from '../../http/validator';
import type { Routes } from '../deps';
import { NO_ASSETS, readIdsToAttach } from '../records/associations';
import { CHANGES } from '../changes/kind';
import { requireTo, requireUnlocked } from '../records/kind';
import { existingIdFromPath, mustExist, requiredId } from '../records/lookup';

export const TICKET_NOT_FOUND = 'Ticket not found.';

interface TicketChangeInput {
  ticketId: number;
  changeId: number;
  type: TicketLinkType;
}

/** ticket_id, change_id and type (initiating | initiated), from a body or a query; 422 / 404. */
function readTicketChange(db: Db, fields: RawQuery): TicketChangeInput {
  const validator = new Validator();
  const ticketId = requiredId(fields, 'ticket_id', 'ticket id', validator);
  const changeId = requiredId(fields, 'change_id', 'change id', validator);
  const type = readChoice(fields, 'type', TICKET_LINK_TYPES, validator);
  if (fields.type === undefined || fields.type === '') validator.add('type', 'The type field is required.');
  validator.throwIfFailed();
  mustExist(db, 'tickets', ticketId as number, TICKET_NOT_FOUND);
  mustExist(db, 'changes', changeId as number, 'Change not found.');
  return { ticketId: ticketId as number, changeId: changeId as number, type: type as TicketLinkType };
}

/** What the ticket action bar and associates card do: link and unlink assets, a problem and changes. */
export const ticketActionRoutes: Routes = (app, { db }) => {
  const api = SERVICE_DESK_API;

  app.post(`${api}/ticket-attach-assets`, async (request) => {
    requireTo(db, request, 'attach', 'asset');
    const { fields } = await readFormBody(request);
    const validator = new Validator();
    const ticketId = requiredId(fields, 'ticket_id', 'ticket id', validator);
    const assetIds = readIdsToAttach(db, fields, 'asset_ids', 'assets', NO_ASSETS, validator);
    validator.throwIfFailed();
    mustExist(db, 'tickets', ticketId as number, TICKET_NOT_FOUND);
    linkRecords(db, assetsOf('tickets'), ticketId as number, assetIds);
    return { message: 'Assets attached successfully.' };
  });

  app.delete<{ Params: { ticketId: string; assetId: string } }>(
    `${api}/detach-asset/:ticketId/:assetId`,
    async (request) => {
      requireTo(db, request, 'detach', 'asset');
      const ticketId = existingIdFromPath(db, request.params.ticketId, 'tickets', TICKET_NOT_FOUND);
      const assetId = existingIdFromPath(db, request.params.assetId, 'assets', 'Asset not found.');
      if (!unlinkRecord(db, assetsOf('tickets'), ticketId, assetId)) {
        throw new NotFoundError('The asset is not attached to this ticket.');
      }
      return { message: 'Asset detached successfully.' };
    },
  );

  app.post<{ Params: { ticketId: string; problemId: string } }>(
    `${api}/problem-attach-ticket/:ticketId/:problemId`,
    async (request) => {
      const user = requireTo(db, request, 'attach', 'problem');
      const ticketId = existingIdFromPath(db, request.params.ticketId, 'tickets', TICKET_NOT_FOUND);
      const problemId = existingIdFromPath(db, request.params.problemId, 'problems', 'Problem not found.');
      if (ticketsLinkedElsewhere(db, problemId, [ticketId]).length > 0) {
        const message = 'The ticket is already linked to another problem.';
        throw new ValidationError({ problem_id: [message] }, message);
      }
      attachToRecord(db, 'sd_problem', problemId, PROBLEM_TICKETS, [ticketId], user);
      return { message: 'Problem attached successfully.' };
    },
  );

  app.post(`${api}/attach-change/ticket`, async (request) => {
    const user = requireTo(db, request, 'attach', 'change');
    const { fields } = await readFormBody(request);
    const input = readTicketChange(db, fields);
    requireUnlocked(db, CHANGES, input.changeId);
    if (!setTicketChangeLink(db, input, true, user)) {
      const message = 'The change is already attached to this ticket.';
      throw new ValidationError({ change_id: [message] }, message);
    }
    return { message: 'Change attached successfully.' };
  });

  app.delete(`${api}/detach-change/ticket`, async (request) => {
    const user = requireTo(db, request, 'detach', 'change');
    const input = readTicketChange(db, asRawQuery(request.query));
    requireUnlocked(db, CHANGES, input.changeId);
    if (!setTicketChangeLink(db, input, false, user)) {
      throw new NotFoundError('The change is not attached to this ticket.');
    }
    return { message: 'Change detached successfully.' };
  });
};

/** The changes linked to a ticket (its associates card). `isArchive` is accepted and changes nothing. */
export const ticketChangeListRoutes: Routes = (app, { db }) => {
  app.get(`${SERVICE_DESK_API}/attached-change/ticket`, async (request) => {
    requireTo(db, request, 'view', 'change');
    const { ticketId, paging } = readRequestQuery(request.query, (query, validator) => ({
      ticketId: requiredId(query, 'ticket_id', 'ticket id', validator),
      paging: readPaging(query, validator, TICKET_CHANGE_SORT_FIELDS, 'id', SEARCH_QUERY_PARAMS),
    }));
    mustExist(db, 'tickets', ticketId as number, TICKET_NOT_FOUND);
    const page = listTicketChanges(db, ticketId as number, paging);
    return { data: { changes: page.data, total: page.total } };
  });
};
