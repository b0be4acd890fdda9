import type { FastifyInstance } from 'fastify';
import { activityLogOf, listActivity } from '../../db/records/activity-log';
import type { Db } from '../../db/types';
import { readPageWindow } from '../../http/list-query';
import { readChoice, readRequestQuery } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { recordFromPath, requireTo, type RecordKind } from './kind';

/**
 * GET {path}/{id}: a page of the record's activity log at `data.{name}_activity_logs`. sort-order
 * is plain here: desc (the default) is newest first.
 */
export function activityLogRoute(app: FastifyInstance, db: Db, kind: RecordKind, path: string): void {
  app.get<{ Params: { id: string } }>(`${SERVICE_DESK_API}/${path}/:id`, async (request) => {
    requireTo(db, request, 'view', kind.noun);
    const record = recordFromPath(db, kind, request.params.id);
    const { window, order } = readRequestQuery(request.query, (query, validator) => ({
      window: readPageWindow(query, validator),
      order: readChoice(query, 'sort-order', ['asc', 'desc'] as const, validator) ?? 'desc',
    }));
    const { data, total } = listActivity(db, kind.owner, record.id, {
      newestFirst: order === 'desc',
      limit: window.limit,
      offset: window.offset,
    });
    const logs = { data, total, per_page: window.limit, current_page: window.page };
    return { data: { [activityLogOf(kind.owner).table]: logs } };
  });
}
