import type { FastifyPluginAsync } from 'fastify';
import { changeActions } from '../../db/changes/actions';
import { listActivity } from '../../db/records/activity-log-read';
import { readChange } from '../../db/changes/detail';
import { assignChange, closeChange, updateActivityDuration } from '../../db/changes/links';
import { changePrintPage } from '../../db/changes/print';
import { AGENT_SCOPE, recordExists } from '../../db/labels';
import type { Db } from '../../db/types';
import { requirePermission } from '../../http/authorize';
import { NotFoundError, ValidationError } from '../../http/errors';
import { readFormBody } from '../../http/form-body';
import { readPageWindow } from '../../http/paging';
import { readPathId } from '../../http/path-params';
import { asRawQuery, readChoice, readString } from '../../http/query';
import { Validator } from '../../http/validator';
import { CHANGE_EDIT_DENIED, CHANGE_NOT_FOUND, CHANGE_VIEW_DENIED, changeFromPath } from './lookup';

/** Longest activity duration accepted: ten years of minutes. */
export const MAX_DURATION_MINUTES = 10 * 366 * 24 * 60;

type IdParams = { Params: { id: string } };

/** What the change view reads (flags, edit form, log, printable page) and its assign, close and duration calls. */
export const changeViewRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const api = '/service-desk/api';

  app.get<IdParams>(`${api}/change-action/:id`, async (request) => {
    const user = requirePermission(db, request, 'view', CHANGE_VIEW_DENIED);
    const change = changeFromPath(db, request.params.id);
    return { data: { actions: changeActions(db, user, change) } };
  });

  app.get<IdParams>(`${api}/edit-change/:id`, async (request) => {
    requirePermission(db, request, 'edit_change', CHANGE_EDIT_DENIED);
    const id = readPathId(request.params.id);
    const change = id === undefined ? undefined : readChange(db, id);
    if (!change) throw new NotFoundError(CHANGE_NOT_FOUND);
    return { data: { change } };
  });

  // sort-order here is plain: desc (the default) is newest first.
  app.get<IdParams>(`${api}/change-log/:id`, async (request) => {
    requirePermission(db, request, 'view', CHANGE_VIEW_DENIED);
    const change = changeFromPath(db, request.params.id);
    const query = asRawQuery(request.query);
    const validator = new Validator();
    const window = readPageWindow(query, validator);
    const order = readChoice(query, 'sort-order', ['asc', 'desc'] as const, validator) ?? 'desc';
    validator.throwIfFailed();
    const { data, total } = listActivity(db, 'change', change.id, {
      newestFirst: order === 'desc',
      limit: window.limit,
      offset: window.offset,
    });
    return { data: { change_activity_logs: { data, total, per_page: window.limit, current_page: window.page } } };
  });

  app.get<IdParams>(`${api}/change-print/:id`, async (request, reply) => {
    requirePermission(db, request, 'view', CHANGE_VIEW_DENIED);
    const id = readPathId(request.params.id);
    const change = id === undefined ? undefined : readChange(db, id);
    if (!change) throw new NotFoundError(CHANGE_NOT_FOUND);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(changePrintPage(change));
  });

  app.get<{ Params: { assigneeId: string; changeId: string } }>(
    `${api}/change/assign/:assigneeId/:changeId`,
    async (request) => {
      const user = requirePermission(db, request, 'edit_change', CHANGE_EDIT_DENIED);
      const change = changeFromPath(db, request.params.changeId);
      const assigneeId = readPathId(request.params.assigneeId);
      if (assigneeId === undefined || !recordExists(db, 'users', assigneeId)) {
        throw new NotFoundError('User not found.');
      }
      if (!recordExists(db, 'users', assigneeId, AGENT_SCOPE)) {
        const message = 'The selected assignee is invalid.';
        throw new ValidationError({ assignee_id: [message] }, message);
      }
      assignChange(db, change.id, assigneeId, user);
      return { message: 'Change assigned successfully.' };
    },
  );

  app.post<{ Params: { changeId: string } }>(`${api}/change-close/:changeId`, async (request) => {
    const user = requirePermission(db, request, 'close_change', 'You do not have permission to close changes.');
    const change = changeFromPath(db, request.params.changeId);
    if (!closeChange(db, change.id, user)) {
      const message = 'The change is already closed.';
      throw new ValidationError({ change: [message] }, message);
    }
    return { message: 'Change closed successfully.' };
  });

  app.patch<{ Params: { changeId: string } }>(`${api}/update-activity-duration/:changeId`, async (request) => {
    const user = requirePermission(db, request, 'edit_change', CHANGE_EDIT_DENIED);
    const change = changeFromPath(db, request.params.changeId);
    const { fields } = await readFormBody(request);
    const validator = new Validator();
    const text = readString(fields, 'total_activity_duration', validator);
    const field = 'total_activity_duration';
    let minutes: number | undefined;
    if (text === undefined) validator.add(field, 'The total activity duration field is required.');
    else if (!/^\d+$/.test(text))
      validator.add(field, 'The total activity duration must be a whole number of minutes.');
    else {
      minutes = Number(text);
      if (minutes > MAX_DURATION_MINUTES) {
        validator.add(field, `The total activity duration must not be greater than ${MAX_DURATION_MINUTES}.`);
      }
    }
    validator.throwIfFailed();
    updateActivityDuration(db, change.id, minutes as number, user);
    return { message: 'Activity duration updated successfully.' };
  });
};
