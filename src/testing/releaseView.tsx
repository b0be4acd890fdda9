import { screen } from '@testing-library/react';
import type { ReleaseActions, ReleaseRecord } from '@/api/releases';
import ReleaseViewScreen from '@/features/releases/screens/ReleaseViewScreen';
import { renderWithPlugin } from './renderWithPlugin';
import { serveGet, serveLookup } from './serve';
export { chooseMenuItem } from './menus';

export const RELEASE_ID = 7;
export const RELEASE_PATH = `/service-desk/api/release/${RELEASE_ID}`;
export const RELEASE_ACTIONS_PATH = `/service-desk/api/release-action/${RELEASE_ID}`;
export const RELEASE_LOG_PATH = `/service-desk/api/release-activitylog/${RELEASE_ID}`;

/** A release as GET /release/{id} sends it: unplanned (a zero and a '--' date), nothing attached. */
export function releaseRecord(overrides: Partial<ReleaseRecord> = {}): ReleaseRecord {
  return {
    id: RELEASE_ID,
    identifier: 'REL-0007',
    subject: 'Mail platform refresh',
    description: '<p>Exchange update.</p>',
    status: { id: 1, name: 'Open' },
    priority: { id: 2, name: 'High' },
    release_type: { id: 3, name: 'Major' },
    location: { id: 4, title: 'London' },
    planned_start_date: '0000-00-00 00:00:00',
    planned_end_date: '--',
    created_at: '2026-04-01 09:00:00',
    attachment: [],
    attach_assets: [],
    attach_changes: [],
    is_edit: true,
    is_delete: true,
    ...overrides,
  };
}

export const ALL_RELEASE_FLAGS: ReleaseActions = {
  release_asset_attach: true,
  release_change_attach: true,
  release_edit: true,
  release_delete: true,
  release_completed: true,
  check_planning: true,
  release_asset_detach: true,
  release_change_detach: true,
};

/**
 * Serves the view's load calls but those in `except`: the release (each read recorded), its
 * flags (all allowed but `actions` says otherwise), an empty log and no planning entries.
 */
export function serveReleaseView(
  detail = releaseRecord(),
  actions: Partial<ReleaseActions> = {},
  except: string[] = [],
) {
  const calls: Record<string, object> = {
    [RELEASE_ACTIONS_PATH]: { data: { actions: { ...ALL_RELEASE_FLAGS, ...actions } } },
    [RELEASE_LOG_PATH]: { data: { release_activity_logs: { data: [], total: 0, per_page: 10 } } },
    [`/service-desk/api/release-planning/${RELEASE_ID}`]: { data: { planning_popups: [] } },
  };
  for (const [path, body] of Object.entries(calls)) if (!except.includes(path)) serveGet(path, body);
  return except.includes(RELEASE_PATH) ? [] : serveGet(RELEASE_PATH, { data: { release: detail } });
}

export const renderReleaseView = () => renderWithPlugin(<ReleaseViewScreen params={{ id: String(RELEASE_ID) }} />);

export const releaseHeading = () => screen.findByRole('heading', { level: 1, name: 'Mail platform refresh' });

/** Answers the release form's lookups: status Open, priority High, type Major, location London, asset Core switch. */
export function serveReleaseFormLookups() {
  serveLookup('/service-desk/api/dependency/release_statuses', [{ id: 1, name: 'Open' }]);
  serveLookup('/service-desk/api/dependency/release_priorities', [{ id: 2, name: 'High' }]);
  serveLookup('/service-desk/api/dependency/release_types', [{ id: 3, name: 'Major' }]);
  serveLookup('/api/dependency/locations', [{ id: 4, name: 'London' }]);
  serveLookup('/service-desk/api/dependency/assets', [{ id: 5, name: 'Core switch' }]);
}
