import { ASSET_ID_FILTERS, ASSET_SORT_FIELDS, CANDIDATES_FOR, listAssets } from '../../db/assets/list';
import { OWNERS, type OwnerType } from '../../db/records/owners';
import { readListQuery } from '../../http/list-query';
import { readInteger, readRequestQuery } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import type { Routes } from '../deps';
import { requireTo } from '../records/kind';

/**
 * GET /service-desk/api/asset-list → `{ data: { data: { data: rows, total } } }`. problem_ids,
 * change_ids and ticket_ids list those records' assets (their tabs); problem_id, ticket_id and
 * change_id the assets NOT attached to that record (its attach dialog). Default sort: name.
 * GET module-filter-structure/asset: the filters the asset list offers.
 */
export const assetRoutes: Routes = (app, { db }) => {
  app.get(`${SERVICE_DESK_API}/asset-list`, async (request) => {
    requireTo(db, request, 'view', 'asset');
    const query = readRequestQuery(request.query, (raw, validator) => {
      const sorts = { fields: ASSET_SORT_FIELDS, default: 'name' as const };
      const list = readListQuery(raw, validator, sorts, { filters: ASSET_ID_FILTERS });
      const notAttachedTo: Partial<Record<OwnerType, number>> = {};
      for (const owner of CANDIDATES_FOR) {
        notAttachedTo[owner] = readInteger(raw, `${OWNERS[owner].name}_id`, validator, { min: 1 });
      }
      return { ...list, notAttachedTo };
    });
    return { data: { data: listAssets(db, query) } };
  });

  app.get(`${SERVICE_DESK_API}/module-filter-structure/asset`, async (request) => {
    requireTo(db, request, 'view', 'asset');
    return {
      data: [
        {
          key: 'asset_type_ids',
          label: 'Asset type',
          dependency: 'asset_types',
          url: '/service-desk/api/dependency/asset_types',
        },
        { key: 'used_by_ids', label: 'Used by', dependency: 'users', url: '/api/dependency/users' },
        { key: 'managed_by_ids', label: 'Managed by', dependency: 'agents', url: '/api/dependency/agents' },
        { key: 'org_ids', label: 'Organization', dependency: 'organizations', url: '/api/dependency/organizations' },
      ],
    };
  });
};
