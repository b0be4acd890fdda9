import type { FastifyPluginAsync } from 'fastify';
import {
  attachAssets,
  attachChange,
  attachTickets,
  closeProblem,
  detachAsset,
  detachChange,
  detachTicket,
  ticketsLinkedElsewhere,
} from '../../db/problems/links';
import type { Db } from '../../db/types';
import { requirePermission } from '../../http/authorize';
import { NotFoundError, ValidationError } from '../../http/errors';
import { readReferenceList } from '../../http/form-fields';
import { readFormBody } from '../../http/form-body';
import { Validator } from '../../http/validator';
import { existingIdFromPath, problemFromPath } from './lookup';

const NO_ASSETS = 'Please select assets.';
const NO_TICKETS = 'Please select tickets.';

type Params2 = { Params: { problemId: string; otherId: string } };
type Params1 = { Params: { problemId: string } };

/** Attaching and detaching a problem's change, assets and tickets, and closing it. */
export const problemLinkRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const api = '/service-desk/api';

  app.post<Params2>(`${api}/problem-attach-change/:problemId/:otherId`, async (request) => {
    const user = requirePermission(db, request, 'attach_change', 'You do not have permission to attach changes.');
    const problem = problemFromPath(db, request.params.problemId);
    const changeId = existingIdFromPath(db, request.params.otherId, 'changes', 'Change not found.');
    if (!attachChange(db, problem.id, changeId, user)) {
      const message = 'A change is already attached to this problem.';
      throw new ValidationError({ change_id: [message] }, message);
    }
    return { message: 'Change attached successfully.' };
  });

  app.delete<Params2>(`${api}/problem-detach-change/:problemId/:otherId`, async (request) => {
    const user = requirePermission(db, request, 'detach_change', 'You do not have permission to detach changes.');
    const problem = problemFromPath(db, request.params.problemId);
    const changeId = existingIdFromPath(db, request.params.otherId, 'changes', 'Change not found.');
    if (!detachChange(db, problem.id, changeId, user)) {
      throw new NotFoundError('The change is not attached to this problem.');
    }
    return { message: 'Change detached successfully.' };
  });

  app.post<Params1>(`${api}/problem-attach-assets/:problemId`, async (request) => {
    const user = requirePermission(db, request, 'attach_asset', 'You do not have permission to attach assets.');
    const problem = problemFromPath(db, request.params.problemId);
    const { fields } = await readFormBody(request);
    const validator = new Validator();
    const assetIds = readReferenceList(db, fields, 'asset_ids', 'assets', validator);
    if (!validator.hasErrors() && assetIds.length === 0) {
      throw new ValidationError({ asset_ids: [NO_ASSETS] }, NO_ASSETS);
    }
    validator.throwIfFailed();
    attachAssets(db, problem.id, assetIds, user);
    return { message: 'Assets attached successfully.' };
  });

  app.delete<Params2>(`${api}/problem-detach-asset/:problemId/:otherId`, async (request) => {
    const user = requirePermission(db, request, 'detach_asset', 'You do not have permission to detach assets.');
    const problem = problemFromPath(db, request.params.problemId);
    const assetId = existingIdFromPath(db, request.params.otherId, 'assets', 'Asset not found.');
    if (!detachAsset(db, problem.id, assetId, user)) {
      throw new NotFoundError('The asset is not attached to this problem.');
    }
    return { message: 'Asset detached successfully.' };
  });

  app.post<Params1>(`${api}/problem-attach-ticket/:problemId`, async (request) => {
    const user = requirePermission(db, request, 'attach_ticket', 'You do not have permission to attach tickets.');
    const problem = problemFromPath(db, request.params.problemId);
    const { fields } = await readFormBody(request);
    const validator = new Validator();
    const ticketIds = readReferenceList(db, fields, 'ticket_ids', 'tickets', validator);
    if (!validator.hasErrors() && ticketIds.length === 0) {
      throw new ValidationError({ ticket_ids: [NO_TICKETS] }, NO_TICKETS);
    }
    const taken = ticketsLinkedElsewhere(db, problem.id, ticketIds);
    if (taken.length > 0) {
      validator.add('ticket_ids', 'A selected ticket is already linked to another problem.');
    }
    validator.throwIfFailed();
    attachTickets(db, problem.id, ticketIds, user);
    return { message: 'Tickets attached successfully.' };
  });

  app.delete<Params2>(`${api}/problem-detach-ticket/:problemId/:otherId`, async (request) => {
    const user = requirePermission(db, request, 'detach_ticket', 'You do not have permission to detach tickets.');
    const problem = problemFromPath(db, request.params.problemId);
    const ticketId = existingIdFromPath(db, request.params.otherId, 'tickets', 'Ticket not found.');
    if (!detachTicket(db, problem.id, ticketId, user)) {
      throw new NotFoundError('The ticket is not attached to this problem.');
    }
    return { message: 'Ticket detached successfully.' };
  });

  app.post<Params1>(`${api}/problem-close/:problemId`, async (request) => {
    const user = requirePermission(db, request, 'close_problem', 'You do not have permission to close problems.');
    const problem = problemFromPath(db, request.params.problemId);
    if (!closeProblem(db, problem.id, user)) {
      const message = 'The problem is already closed.';
      throw new ValidationError({ problem: [message] }, message);
    }
    return { message: 'Problem closed successfully.' };
  });
};
