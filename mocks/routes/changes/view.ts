import { changeActions } from '../../db/changes/actions';
import { assignChange, closeChange, updateActivityDuration } from '../../db/changes/links';
import { CHANGE_PLANNING } from '../../db/changes/planning';
import { changePrintPage } from '../../db/changes/print';
import { AGENT_SCOPE, recordExists } from '../../db/labels';
import { NotFoundError, ValidationError } from '../../http/errors';
import { readFormBody } from '../../http/form-body';
import { readPathId } from '../../http/path-params';
import { readString } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { Validator } from '../../http/validator';
import type { Routes } from '../deps';
import { activityLogRoute } from '../records/activity-log';
import { recordFromPath, requireTo, writableRecordFromPath } from '../records/kind';
import { closeRoute } from '../records/close';
import { planningRoutes } from '../records/planning';
import { CHANGES, changeDetailFromPath } from './kind';

/** Longest activity duration accepted: ten years of minutes. */
export const MAX_DURATION_MINUTES = 10 * 366 * 24 * 60;

type IdParams = { Params: { id: string } };

/**
 * What the change view reads (record, flags, edit form, log, planning, printable page) and its
 * assign, close and duration calls.
 */
export const changeViewRoutes: Routes = (app, deps) => {
  const { db } = deps;
  const api = SERVICE_DESK_API;

  app.get<IdParams>(`${api}/change/:id`, async (request) => {
    requireTo(db, request, 'view', CHANGES.noun);
    return { data: { change: changeDetailFromPath(db, request.params.id) } };
  });

  app.get<IdParams>(`${api}/change-action/:id`, async (request) => {
    const user = requireTo(db, request, 'view', CHANGES.noun);
    const change = recordFromPath(db, CHANGES, request.params.id);
    return { data: { actions: changeActions(db, user, change) } };
  });

  app.get<IdParams>(`${api}/edit-change/:id`, async (request) => {
    requireTo(db, request, 'edit', CHANGES.noun);
    return { data: { change: changeDetailFromPath(db, request.params.id) } };
  });

  activityLogRoute(app, db, CHANGES, 'change-log');
  planningRoutes(app, deps, CHANGES, CHANGE_PLANNING, { listPath: 'change-planning', identifierInPath: true });

  app.get<IdParams>(`${api}/change-print/:id`, async (request, reply) => {
    requireTo(db, request, 'view', CHANGES.noun);
    const change = changeDetailFromPath(db, request.params.id);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(changePrintPage(change));
  });

  app.get<{ Params: { assigneeId: string; changeId: string } }>(
    `${api}/change/assign/:assigneeId/:changeId`,
    async (request) => {
      const user = requireTo(db, request, 'edit', CHANGES.noun);
      const change = writableRecordFromPath(db, CHANGES, request.params.changeId);
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

  closeRoute(app, db, CHANGES, 'change-close', closeChange);

  app.patch<IdParams>(`${api}/update-activity-duration/:id`, async (request) => {
    const user = requireTo(db, request, 'edit', CHANGES.noun);
    const change = recordFromPath(db, CHANGES, request.params.id);
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
