import { findUser } from '../../db/users/users';
import { ticketActions } from '../../db/tickets/actions';
import { grantedPermissionIds, listPermissions, replaceUserPermissions } from '../../db/users/grants';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import { readFormBody } from '../../http/form-body';
import { asRawQuery, readChoice, readIdList, readInteger, readList } from '../../http/query';
import { requestSession } from '../../http/session';
import { Validator } from '../../http/validator';
import type { Routes } from '../deps';
import { mustExist, requiredId } from '../records/lookup';
import { TICKET_NOT_FOUND } from '../tickets/actions';

/**
 * GET /service-desk/get/permissions: the permission catalogue (`limit=all`, `role=user` for those
 * a requester can hold), the signed-in user's ticket actions (`ticket_id` for one ticket's), and
 * with `user_id` the ids granted to that user. POST /api/user/attach-permissions replaces a user's
 * grants (administrators only).
 */
export const userRoutes: Routes = (app, { db }) => {
  app.get('/service-desk/get/permissions', async (request) => {
    const { user } = requestSession(request);
    const query = asRawQuery(request.query);
    const validator = new Validator();
    const role = readChoice(query, 'role', ['user', 'agent'] as const, validator);
    const limitText = query.limit;
    const limit = limitText === 'all' ? undefined : readInteger(query, 'limit', validator, { min: 1, max: 100 });
    const ticketId = readInteger(query, 'ticket_id', validator, { min: 1 });
    const userId = readInteger(query, 'user_id', validator, { min: 1 });
    validator.throwIfFailed();
    if (ticketId !== undefined) mustExist(db, 'tickets', ticketId, TICKET_NOT_FOUND);
    if (userId !== undefined && userId !== user.id && user.role !== 'admin') {
      throw new ForbiddenError("You do not have permission to view another user's permissions.");
    }
    if (userId !== undefined && !findUser(db, userId)) throw new NotFoundError('User not found.');
    const all = listPermissions(db, role === 'user' ? 'user' : undefined);
    const permissions = limit === undefined ? all : all.slice(0, limit);
    return {
      data: {
        permissions,
        total: all.length,
        actions: ticketActions(db, user, ticketId),
        ...(userId !== undefined ? { user_permission_ids: grantedPermissionIds(db, userId) } : {}),
      },
    };
  });

  app.post('/api/user/attach-permissions', async (request) => {
    const { user } = requestSession(request);
    if (user.role !== 'admin') throw new ForbiddenError('You do not have permission to change permissions.');
    const { fields } = await readFormBody(request);
    const validator = new Validator();
    const method = fields._method;
    if (typeof method === 'string' && method.toUpperCase() !== 'PATCH') {
      validator.add('_method', 'The selected _method is invalid.');
    }
    const userId = requiredId(fields, 'user_id', 'user', validator);
    const ids = readList(fields, 'permission_ids') === undefined ? [] : readIdList(fields, 'permission_ids', validator);
    validator.throwIfFailed();
    const target = findUser(db, userId as number);
    if (!target) throw new NotFoundError('User not found.');
    const available = listPermissions(db, target.role === 'user' ? 'user' : undefined).map((row) => row.id);
    (ids ?? []).forEach((id, index) => {
      if (!available.includes(id))
        validator.add(`permission_ids.${index}`, `The selected permission_ids.${index} is invalid.`);
    });
    validator.throwIfFailed();
    replaceUserPermissions(db, target.id, ids ?? [], available);
    return { message: 'Permissions updated successfully.' };
  });
};
