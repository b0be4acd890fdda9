import { listReleases, RELEASE_ID_FILTERS, RELEASE_SORT_FIELDS } from '../../db/releases/list';
import { readListQuery } from '../../http/list-query';
import { readRequestQuery } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import type { Routes } from '../deps';
import { requireTo } from '../records/kind';

/** GET release-list → `data.releases`, `data.total`: paged, sorted (default id), searched, asset_ids[]. */
export const releaseListRoutes: Routes = (app, { db }) => {
  app.get(`${SERVICE_DESK_API}/release-list`, async (request) => {
    requireTo(db, request, 'view', 'release');
    const query = readRequestQuery(request.query, (raw, validator) =>
      readListQuery(raw, validator, { fields: RELEASE_SORT_FIELDS, default: 'id' }, { filters: RELEASE_ID_FILTERS }),
    );
    const { rows, total } = listReleases(db, query);
    return { data: { releases: rows, total } };
  });
};
