import { releaseActions } from '../../db/releases/actions';
import { readRelease } from '../../db/releases/detail';
import { RELEASE_PLANNING } from '../../db/releases/planning';
import { NotFoundError } from '../../http/errors';
import { readPathId } from '../../http/path-params';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import type { Routes } from '../deps';
import { activityLogRoute } from '../records/activity-log';
import { deleteRecordRoute, rowFlags } from '../records/delete';
import { notFoundMessage, recordFromPath, requireTo } from '../records/kind';
import { planningRoutes } from '../records/planning';
import { RELEASES } from './kind';

/** What the release view reads (the record, its action flags, log and planning entries) and its deletion. */
export const releaseViewRoutes: Routes = (app, deps) => {
  const { db } = deps;
  app.get<{ Params: { id: string } }>(`${SERVICE_DESK_API}/release/:id`, async (request) => {
    const user = requireTo(db, request, 'view', RELEASES.noun);
    const id = readPathId(request.params.id);
    const release = id === undefined ? undefined : readRelease(db, id);
    if (!release) throw new NotFoundError(notFoundMessage(RELEASES.noun));
    return { data: { release: { ...release, ...rowFlags(db, user, RELEASES) } } };
  });

  app.get<{ Params: { id: string } }>(`${SERVICE_DESK_API}/release-action/:id`, async (request) => {
    const user = requireTo(db, request, 'view', RELEASES.noun);
    const release = recordFromPath(db, RELEASES, request.params.id);
    return { data: { actions: releaseActions(db, user, release) } };
  });

  deleteRecordRoute(app, deps, RELEASES, 'release');
  activityLogRoute(app, db, RELEASES, 'release-activitylog');
  planningRoutes(app, deps, RELEASES, RELEASE_PLANNING, { listPath: 'release-planning', identifierInPath: false });
};
