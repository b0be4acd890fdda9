import { listReleases, RELEASE_LIST } from '../../db/releases/list';
import { readDateRange } from '../../http/date-range';
import { readListQuery } from '../../http/list-query';
import { readRequestQuery } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import type { Routes } from '../deps';
import { requireTo } from '../records/kind';
import { rowFlags } from '../records/delete';
import { RELEASES } from './kind';

/**
 * GET release-list → `data.releases` (each with is_edit, is_delete), `data.total`: paged, sorted
 * (default id), searched, filtered by ids and by the created, updated and planned date ranges.
 */
export const releaseListRoutes: Routes = (app, { db }) => {
  app.get(`${SERVICE_DESK_API}/release-list`, async (request) => {
    const user = requireTo(db, request, 'view', RELEASES.noun);
    const query = readRequestQuery(request.query, (raw, validator) => ({
      ...readListQuery(
        raw,
        validator,
        { fields: RELEASE_LIST.sortFields, default: 'id' },
        { filters: RELEASE_LIST.filterNames, dateRanges: true },
      ),
      plannedStart: readDateRange(raw, 'planned_start_date', validator),
      plannedEnd: readDateRange(raw, 'planned_end_date', validator),
    }));
    const { rows, total } = listReleases(db, query);
    const flags = rowFlags(db, user, RELEASES);
    return { data: { releases: rows.map((row) => ({ ...row, ...flags })), total } };
  });
};
