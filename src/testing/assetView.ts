import type { Query } from './serve';
import { serveGet } from './serve';
import { RELATED_ASSET_ID } from './assetRelationships';

export const ASSET_CALL = `/service-desk/api/asset/${RELATED_ASSET_ID}`;
export const ASSET_LOG_CALL = `/service-desk/api/asset-log/${RELATED_ASSET_ID}`;
export const ASSET_ACTIONS_CALL = `/service-desk/api/asset-action/${RELATED_ASSET_ID}`;

/** Every flag of the asset page allowed; a test turns some off with `{ ...ALL_ASSET_ACTIONS, flag: false }`. */
export const ALL_ASSET_ACTIONS: Record<string, boolean> = {
  asset_edit: true,
  asset_delete: true,
  attach_tickets: true,
  attach_problems: true,
  attach_changes: true,
  attach_releases: true,
  attach_contracts: true,
  detach_tickets: true,
  detach_problems: true,
  detach_changes: true,
  detach_releases: true,
  detach_contracts: true,
  associated_problems_tab_viewable: true,
  associated_changes_tab_viewable: true,
  associated_releases_tab_viewable: true,
  associated_contracts_tab_viewable: true,
  associated_tickets_tab_viewable: true,
};

export const ASSET_DETAIL = {
  id: RELATED_ASSET_ID,
  name: 'APC NetShelter rack (RCK-001)',
  identifier: 'AST-0041',
  created_at: '2024-03-01 10:00:00',
  asset_type: { id: 12, name: 'Rack' },
  asset_status: { id: 1, name: 'In Use' },
  department: { id: 2, name: 'IT' },
  organization: { id: 3, name: 'Acme Corp' },
  location: { id: 1, name: 'Server room' },
  managed_by: { id: 1, full_name: 'Ada Admin', email: 'ada@example.test' },
  used_by: null,
  product: null,
  impact_type: null,
  assigned_on: null,
  description: '',
};

const ASSET_LOG = {
  data: {
    asset_activity_logs: {
      data: [
        {
          id: 1,
          name: 'Ada Admin added the relationship <b>Contains</b> with <b>SRV-001</b>',
          created_at: '2024-03-02 10:00:00',
          creator: { id: 1, full_name: 'Ada Admin', profile_pic: '' },
        },
      ],
      total: 1,
      per_page: 10,
    },
  },
};

/**
 * Serves the asset page's asset, its flags (`actions`) and one line of its log, except the calls in
 * `except`; the log's queries are recorded.
 */
export function serveAssetView(except: string[] = [], actions = ALL_ASSET_ACTIONS): Query[] {
  if (!except.includes(ASSET_CALL)) serveGet(ASSET_CALL, { data: { asset: ASSET_DETAIL } });
  if (!except.includes(ASSET_ACTIONS_CALL)) serveGet(ASSET_ACTIONS_CALL, { data: { asset_actions: actions } });
  return except.includes(ASSET_LOG_CALL) ? [] : serveGet(ASSET_LOG_CALL, ASSET_LOG);
}
