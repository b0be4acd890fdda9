import { findUsableApprover } from '../../db/change-approvals/by-hash';
import { recordDecision } from '../../db/change-approvals/decide';
import { actingApprovers } from '../../db/change-approvals/pending';
import { approverName } from '../../db/change-approvals/records';
import { findUser } from '../../db/users/users';
import { requestSession } from '../../http/session';
import { ForbiddenError, HttpError, NotFoundError, ValidationError } from '../../http/errors';
import { readFormBody } from '../../http/form-body';
import { readDecision } from './input';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { CHANGES } from '../changes/kind';
import type { Routes } from '../deps';
import { notFoundMessage } from '../records/kind';
import { existingIdFromPath } from '../records/lookup';

export const INVALID_LINK = 'This approval link is invalid or has already been used.';
export const LEVEL_NOT_ACTIVE = 'This approval level is not active yet.';
export const NOT_AN_APPROVER = 'You are not an approver of the active level of this change.';
export const ALREADY_DECIDED = 'This CAB approval has already been decided.';

const SUCCESS = { approve: 'Change approved successfully.', deny: 'Change denied successfully.' } as const;

/**
 * Deciding on a change: by an approver's link (public: the hash is the credential, scoped to one
 * approver on one change) and by the signed-in user acting as an approver of the active level.
 */
export const cabApprovalRoutes: Routes = (app, { db }) => {
  const api = SERVICE_DESK_API;

  app.get<{ Params: { hash: string } }>(`${api}/change-conversation/:hash`, async (request) => {
    const found = findUsableApprover(db, request.params.hash);
    if (!found) throw new NotFoundError(INVALID_LINK);
    const change = db
      .prepare('SELECT id, identifier, subject, description FROM changes WHERE id = ?')
      .get(found.board.change_id) as { id: number; identifier: string; subject: string; description: string };
    return { data: { change } };
  });

  app.post<{ Params: { hash: string } }>(`${api}/approval-action/:hash`, async (request) => {
    const found = findUsableApprover(db, request.params.hash);
    if (!found) throw new NotFoundError(INVALID_LINK);
    const { fields } = await readFormBody(request);
    const { action, comment } = readDecision(fields);
    if (found.level.is_active !== 1) throw new ValidationError({}, LEVEL_NOT_ACTIVE);
    const person = findUser(db, found.userId);
    const actor = { id: found.userId, name: person?.name ?? approverName(db, found.approver) };
    if (!recordDecision(db, [found.approver], action, comment, actor)) throw new HttpError(409, ALREADY_DECIDED);
    return { message: SUCCESS[action] };
  });

  app.post<{ Params: { changeId: string } }>(`${api}/approval-action-without-hash/:changeId`, async (request) => {
    const { user } = requestSession(request);
    const changeId = existingIdFromPath(db, request.params.changeId, 'changes', notFoundMessage(CHANGES.noun));
    const approvers = actingApprovers(db, changeId, user);
    if (approvers.length === 0) throw new ForbiddenError(NOT_AN_APPROVER);
    const { fields } = await readFormBody(request);
    const { action, comment } = readDecision(fields);
    if (!recordDecision(db, approvers, action, comment, { id: user.id, name: user.name })) {
      throw new HttpError(409, ALREADY_DECIDED);
    }
    return { message: SUCCESS[action] };
  });
};
