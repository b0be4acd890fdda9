import type { FastifyPluginAsync } from 'fastify';
import { readChange } from '../../db/changes/detail';
import { createChange, problemHasChange, updateChange, type ChangeOrigin } from '../../db/changes/save';
import { recordExists } from '../../db/labels';
import type { Db } from '../../db/types';
import { requirePermission } from '../../http/authorize';
import { NotFoundError } from '../../http/errors';
import { readFlag } from '../../http/form-fields';
import { readFormBody } from '../../http/form-body';
import { readPathId } from '../../http/path-params';
import { asRawQuery, readString, type RawQuery } from '../../http/query';
import { Validator } from '../../http/validator';
import type { UploadStore } from '../../uploads/store';
import { readChangeForm } from './form-input';
import { withStoredUpload } from '../records/stored-upload';

export const CHANGE_NOT_FOUND = 'Change not found.';
const VIEW_DENIED = 'You do not have permission to view changes.';
export const PROBLEM_HAS_CHANGE = 'A change is already attached to this problem.';

/** POST /service-desk/api/change (create, or update with an id) and GET /service-desk/api/change/{id}. */
export const changeRoutes: FastifyPluginAsync<{ db: Db; uploads: UploadStore }> = async (app, { db, uploads }) => {
  app.get<{ Params: { id: string } }>('/service-desk/api/change/:id', async (request) => {
    requirePermission(db, request, 'view', VIEW_DENIED);
    const id = readPathId(request.params.id);
    const change = id === undefined ? undefined : readChange(db, id);
    if (!change) throw new NotFoundError(CHANGE_NOT_FOUND);
    return { data: { change } };
  });

  app.post('/service-desk/api/change', async (request) => {
    const { fields, files } = await readFormBody(request);
    const idText = readString(fields, 'id', new Validator());

    if (idText !== undefined) {
      const user = requirePermission(db, request, 'edit_change', 'You do not have permission to edit changes.');
      const id = readPathId(idText);
      if (id === undefined || !recordExists(db, 'changes', id)) throw new NotFoundError(CHANGE_NOT_FOUND);
      const input = readChangeForm(db, fields);
      const remove = readFlag(fields, 'attachment_delete');
      withStoredUpload(
        uploads,
        files.get('attachment'),
        (upload) => updateChange(db, id, input, user, { upload, remove }) ?? [],
        (removed) => removed,
      );
      return { message: 'Change updated successfully.', data: { id } };
    }

    const user = requirePermission(db, request, 'create_change', 'You do not have permission to create changes.');
    // The origin's errors and the form's come back together in one 422.
    const validator = new Validator();
    const origin = readOrigin(db, { ...asRawQuery(request.query), ...fields }, validator);
    const secondChange = origin.problemId !== undefined && problemHasChange(db, origin.problemId);
    if (secondChange) validator.add('problem_id', PROBLEM_HAS_CHANGE);
    const input = readChangeForm(db, fields, { validator, message: secondChange ? PROBLEM_HAS_CHANGE : undefined });
    const id = withStoredUpload(uploads, files.get('attachment'), (attachment) =>
      createChange(db, input, user, { ...origin, attachment }),
    );
    return { message: 'Change created successfully.', data: { id } };
  });
};

/** problem_id / ticket_id of a create started from a problem or a ticket (body fields, or the query). */
function readOrigin(db: Db, fields: RawQuery, validator: Validator): ChangeOrigin {
  const read = (name: string, table: 'problems' | 'tickets', label: string): number | undefined => {
    const text = readString(fields, name, validator);
    if (text === undefined || text === 'null') return undefined;
    const id = readPathId(text);
    if (id === undefined || !recordExists(db, table, id)) {
      validator.add(name, `The selected ${label} is invalid.`);
      return undefined;
    }
    return id;
  };
  return { problemId: read('problem_id', 'problems', 'problem'), ticketId: read('ticket_id', 'tickets', 'ticket') };
}
