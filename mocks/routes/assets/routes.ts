import { listAssets } from '../../db/assets/list';
import { readRequestQuery } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import type { Routes } from '../deps';
import { requireTo } from '../records/kind';
import { assetListView } from '../reports/asset-list-views';
import { readAssetListQuery } from './list-input';

/** A standard filter of the asset list: its parameter, label and the lookup its options come from. */
const lookupFilter = (key: string, label: string, dependency: string, url: string) => ({
  key,
  label,
  dependency,
  url: `${url}/${dependency}`,
});
const SERVICE_DESK_LOOKUP = `${SERVICE_DESK_API}/dependency`;
const HELPDESK_LOOKUP = '/api/dependency';

/** The filters module-filter-structure/asset offers, each with a lookup that exists. */
const ASSET_FILTERS = [
  lookupFilter('asset_ids', 'Assets', 'assets', SERVICE_DESK_LOOKUP),
  lookupFilter('asset_type_ids', 'Asset type', 'asset_types', SERVICE_DESK_LOOKUP),
  lookupFilter('asset_status_ids', 'Status', 'asset_statuses', SERVICE_DESK_LOOKUP),
  lookupFilter('used_by_ids', 'Used by', 'users', HELPDESK_LOOKUP),
  lookupFilter('managed_by_ids', 'Managed by', 'agents', HELPDESK_LOOKUP),
  lookupFilter('location_ids', 'Location', 'locations', HELPDESK_LOOKUP),
  lookupFilter('dept_ids', 'Department', 'departments', HELPDESK_LOOKUP),
  lookupFilter('org_ids', 'Organization', 'organizations', HELPDESK_LOOKUP),
  lookupFilter('impact_type_ids', 'Impact', 'impacts', SERVICE_DESK_LOOKUP),
  lookupFilter('ticket_ids', 'Tickets', 'tickets', HELPDESK_LOOKUP),
  lookupFilter('problem_ids', 'Problems', 'problems', SERVICE_DESK_LOOKUP),
  lookupFilter('change_ids', 'Changes', 'changes', SERVICE_DESK_LOOKUP),
  lookupFilter('release_ids', 'Releases', 'releases', SERVICE_DESK_LOOKUP),
];

/**
 * GET /service-desk/api/asset-list → `{ data: { data: { data: rows, total } } }`. The plural
 * `{record}_ids` list those records' assets (their tabs); the singular `{record}_id` the assets
 * NOT attached to that record (its attach dialog). Default sort: name.
 * GET module-filter-structure/asset: the standard filters the asset list offers.
 */
export const assetRoutes: Routes = (app, { db }) => {
  app.get(`${SERVICE_DESK_API}/asset-list`, async (request) => {
    requireTo(db, request, 'view', 'asset');
    const view = assetListView(db, request.query);
    if (view) return view;
    const query = readRequestQuery(request.query, (raw, validator) => readAssetListQuery(db, raw, validator));
    return { data: { data: listAssets(db, query) } };
  });

  app.get(`${SERVICE_DESK_API}/module-filter-structure/asset`, async (request) => {
    requireTo(db, request, 'view', 'asset');
    return { data: ASSET_FILTERS };
  });
};
