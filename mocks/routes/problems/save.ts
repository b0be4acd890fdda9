import type { FastifyPluginAsync } from 'fastify';
import { problemsOfTickets } from '../../db/problems/ticket-bulk-actions';
import { createProblem, updateProblem } from '../../db/problems/save';
import { recordExists } from '../../db/labels';
import type { Db } from '../../db/types';
import { requirePermission } from '../../http/authorize';
import { NotFoundError } from '../../http/errors';
import { readFlag } from '../../http/form-fields';
import { readFormBody } from '../../http/form-body';
import { readPathId } from '../../http/path-params';
import { asRawQuery, readString } from '../../http/query';
import { Validator } from '../../http/validator';
import type { UploadStore } from '../../uploads/store';
import { readProblemForm } from './form-input';
import { PROBLEM_NOT_FOUND } from './lookup';
import { withStoredUpload } from '../records/stored-upload';

/** POST /service-desk/api/problem: create, or update when the form carries an id. */
export const problemSaveRoutes: FastifyPluginAsync<{ db: Db; uploads: UploadStore }> = async (app, { db, uploads }) => {
  app.post('/service-desk/api/problem', async (request) => {
    const { fields, files } = await readFormBody(request);
    const idText = readString(fields, 'id', new Validator());

    if (idText !== undefined) {
      const user = requirePermission(db, request, 'edit_problem', 'You do not have permission to edit problems.');
      const id = readPathId(idText);
      if (id === undefined || !recordExists(db, 'problems', id)) throw new NotFoundError(PROBLEM_NOT_FOUND);
      const input = readProblemForm(db, fields);
      const remove = readFlag(fields, 'attachment_delete');
      withStoredUpload(
        uploads,
        files.get('attachment'),
        (upload) => updateProblem(db, id, input, user, { upload, remove }) ?? [],
        (removed) => removed,
      );
      return { message: 'Problem updated successfully.', data: { id } };
    }

    const user = requirePermission(db, request, 'create_problem', 'You do not have permission to create problems.');
    const input = readProblemForm(db, fields);
    const ticketId = readTicketId(db, asRawQuery(request.query));
    const id = withStoredUpload(uploads, files.get('attachment'), (attachment) =>
      createProblem(db, input, user, { ticketId, attachment }),
    );
    return { message: 'Problem created successfully.', data: { id } };
  });
};

/** The `ticket_id` a create from a ticket carries: an existing ticket not linked to a problem yet. */
function readTicketId(db: Db, query: ReturnType<typeof asRawQuery>): number | undefined {
  const validator = new Validator();
  const text = readString(query, 'ticket_id', validator);
  validator.throwIfFailed();
  if (text === undefined) return undefined;
  const id = readPathId(text);
  if (id === undefined || !recordExists(db, 'tickets', id))
    validator.add('ticket_id', 'The selected ticket is invalid.');
  else if (problemsOfTickets(db, [id]).size > 0) {
    validator.add('ticket_id', 'The ticket is already linked to a problem.');
  }
  validator.throwIfFailed();
  return id;
}
