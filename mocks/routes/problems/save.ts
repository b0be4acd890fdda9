import { recordExists } from '../../db/labels';
import { problemsOfTickets } from '../../db/problems/links';
import { createProblem, PROBLEM_FORM } from '../../db/problems/save';
import type { Db } from '../../db/types';
import { readPathId } from '../../http/path-params';
import { readRequestQuery, readString, type RawQuery } from '../../http/query';
import type { Validator } from '../../http/validator';
import type { Routes } from '../deps';
import { recordSaveRoute } from '../records/save';
import { readRecordForm } from '../records/form-input';
import { PROBLEMS } from './kind';

/** POST /service-desk/api/problem: create (from a ticket when the query names one), or update with an id. */
export const problemSaveRoutes: Routes = (app, deps) => {
  recordSaveRoute(app, deps, PROBLEMS, 'problem', {
    form: PROBLEM_FORM,
    prepareCreate: (request, fields, user) => {
      const input = readRecordForm(deps.db, PROBLEM_FORM, fields);
      const ticketId = readRequestQuery(request.query, (query, validator) => readTicketId(deps.db, query, validator));
      return (attachment) => createProblem(deps.db, input, user, { ticketId, attachment });
    },
  });
};

/** The `ticket_id` a create from a ticket carries: an existing ticket not linked to a problem yet. */
function readTicketId(db: Db, query: RawQuery, validator: Validator): number | undefined {
  const text = readString(query, 'ticket_id', validator);
  if (text === undefined) return undefined;
  const id = readPathId(text);
  if (id === undefined || !recordExists(db, 'tickets', id))
    validator.add('ticket_id', 'The selected ticket is invalid.');
  else if (problemsOfTickets(db, [id]).size > 0)
    validator.add('ticket_id', 'The ticket is already linked to a problem.');
  return id;
}
