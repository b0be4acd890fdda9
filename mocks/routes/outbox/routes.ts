import { listOutbox, OUTBOX_SORT_FIELDS } from '../../db/outbox/outbox';
import { ForbiddenError } from '../../http/errors';
import { readPaging } from '../../http/list-query';
import { readRequestQuery, readString } from '../../http/query';
import { requestSession } from '../../http/session';
import type { Routes } from '../deps';

/**
 * GET /shim/outbox: the mails the backend has sent, for the demo to show (read-only). The mails
 * carry approval links, so only administrators read them.
 */
export const outboxRoutes: Routes = (app, { db }) => {
  app.get('/shim/outbox', async (request) => {
    const { user } = requestSession(request);
    if (user.role !== 'admin') throw new ForbiddenError('Only administrators may read the outbox.');
    const { paging, kind } = readRequestQuery(request.query, (query, validator) => ({
      paging: readPaging(query, validator, OUTBOX_SORT_FIELDS, 'id'),
      kind: readString(query, 'kind', validator),
    }));
    return { data: listOutbox(db, paging, kind) };
  });
};
