import { listThreads } from '../../db/contracts/threads';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import type { Routes } from '../deps';
import { activityLogRoute } from '../records/activity-log';
import { recordFromPath, requireTo } from '../records/kind';
import { existingIdFromPath } from '../records/lookup';
import { CONTRACTS } from './kind';

/**
 * The contract page's tabs: contract-log/{id} (`data.contract_activity_logs`), contract-threads/{id}
 * (`data.contract_threads`, the history of extensions and renewals), and user-organization/{userId}
 * (`data.data`: the organizations a contract's user can be tied to).
 */
export const contractViewRoutes: Routes = (app, { db }) => {
  const api = SERVICE_DESK_API;
  activityLogRoute(app, db, CONTRACTS, 'contract-log');

  app.get<{ Params: { id: string } }>(`${api}/contract-threads/:id`, async (request) => {
    requireTo(db, request, 'view', 'contract');
    const { id } = recordFromPath(db, CONTRACTS, request.params.id);
    return { data: { contract_threads: listThreads(db, id) } };
  });

  app.get<{ Params: { userId: string } }>(`${api}/user-organization/:userId`, async (request) => {
    requireTo(db, request, 'view', 'contract');
    const userId = existingIdFromPath(db, request.params.userId, 'users', 'User not found.');
    const organizations = db
      .prepare(
        `SELECT o.id, o.name FROM users u JOIN organizations o ON o.id = u.organization_id WHERE u.id = ?
         ORDER BY o.name`,
      )
      .all(userId);
    return { data: { data: organizations } };
  });
};
