import { applyTicketBulkAction } from '../../db/problems/ticket-bulk-actions';
import { listProblemTickets } from '../../db/problems/tickets';
import { ATTACHED_TICKET_SORT_FIELDS } from '../../db/tickets/attached';
import { requirePermission } from '../../http/authorize';
import { JSON_FILES_BODY_LIMIT } from '../../http/json-files';
import { readRequestPaging, SEARCH_QUERY_PARAMS } from '../../http/list-query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import type { Routes } from '../deps';
import { recordFromPath, requireTo } from '../records/kind';
import { readBulkAction } from './bulk-action-input';
import { PROBLEMS } from './kind';

/** The problem's tickets tab: the list and its bulk actions. */
export const problemTicketRoutes: Routes = (app, { db, uploads }) => {
  app.get<{ Params: { id: string } }>(`${SERVICE_DESK_API}/problem-tickets/:id`, async (request) => {
    requireTo(db, request, 'view', PROBLEMS.noun);
    const problem = recordFromPath(db, PROBLEMS, request.params.id);
    const paging = readRequestPaging(request.query, ATTACHED_TICKET_SORT_FIELDS, 'id', SEARCH_QUERY_PARAMS);
    return { data: listProblemTickets(db, problem.id, paging) };
  });

  app.post(`${SERVICE_DESK_API}/problem-bulk-actions`, { bodyLimit: JSON_FILES_BODY_LIMIT }, async (request) => {
    const user = requirePermission(db, request, 'edit_problem', 'You do not have permission to update these tickets.');
    const { ticketIds, action } = readBulkAction(db, request.body, user.id);
    applyTicketBulkAction(db, ticketIds, action, user, (bytes) => uploads.save(bytes));
    return { message: 'Tickets updated successfully.' };
  });
};
