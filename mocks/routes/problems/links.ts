import {
  attachChange,
  closeProblem,
  detachChange,
  PROBLEM_TICKETS,
  ticketsLinkedElsewhere,
} from '../../db/problems/links';
import { assetsOf, attachToRecord } from '../../db/records/associations';
import { NotFoundError } from '../../http/errors';
import { readFormBody } from '../../http/form-body';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { Validator } from '../../http/validator';
import type { Routes } from '../deps';
import { attachAssetsRoute, attachOneRoute, detachRoute, readIdsToAttach } from '../records/associations';
import { closeRoute } from '../records/close';
import { recordFromPath, requireTo } from '../records/kind';
import { existingIdFromPath } from '../records/lookup';
import { PROBLEMS } from './kind';

type Params2 = { Params: { id: string; otherId: string } };

/** Attaching and detaching a problem's change, assets and tickets, and closing it. */
export const problemLinkRoutes: Routes = (app, { db }) => {
  const api = SERVICE_DESK_API;

  attachOneRoute(app, db, PROBLEMS, 'problem-attach-change', 'change', attachChange);

  app.delete<Params2>(`${api}/problem-detach-change/:id/:otherId`, async (request) => {
    const user = requireTo(db, request, 'detach', 'change');
    const problem = recordFromPath(db, PROBLEMS, request.params.id);
    const changeId = existingIdFromPath(db, request.params.otherId, 'changes', 'Change not found.');
    if (!detachChange(db, problem.id, changeId, user)) {
      throw new NotFoundError('The change is not attached to this problem.');
    }
    return { message: 'Change detached successfully.' };
  });

  attachAssetsRoute(app, db, PROBLEMS, 'problem-attach-assets');
  detachRoute(app, db, PROBLEMS, 'problem-detach-asset', assetsOf('sd_problem'));

  app.post<{ Params: { id: string } }>(`${api}/problem-attach-ticket/:id`, async (request) => {
    const user = requireTo(db, request, 'attach', 'ticket');
    const problem = recordFromPath(db, PROBLEMS, request.params.id);
    const { fields } = await readFormBody(request);
    const validator = new Validator();
    const ticketIds = readIdsToAttach(db, fields, 'ticket_ids', 'tickets', 'Please select tickets.', validator);
    if (ticketsLinkedElsewhere(db, problem.id, ticketIds).length > 0) {
      validator.add('ticket_ids', 'A selected ticket is already linked to another problem.');
    }
    validator.throwIfFailed();
    attachToRecord(db, 'sd_problem', problem.id, PROBLEM_TICKETS, ticketIds, user);
    return { message: 'Tickets attached successfully.' };
  });
  detachRoute(app, db, PROBLEMS, 'problem-detach-ticket', PROBLEM_TICKETS);

  closeRoute(app, db, PROBLEMS, 'problem-close', closeProblem);
};
