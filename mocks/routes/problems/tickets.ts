import type { FastifyPluginAsync } from 'fastify';
import { applyTicketBulkAction } from '../../db/problems/ticket-bulk-actions';
import { listProblemTickets, PROBLEM_TICKET_SORT_FIELDS } from '../../db/problems/tickets';
import type { Db } from '../../db/types';
import { requirePermission } from '../../http/authorize';
import { readPaging } from '../../http/paging';
import { asRawQuery } from '../../http/query';
import { Validator } from '../../http/validator';
import type { UploadStore } from '../../uploads/store';
import { readBulkAction } from './bulk-action-input';
import { JSON_FILES_BODY_LIMIT } from '../../http/json-files';
import { problemFromPath } from './lookup';
import { VIEW_DENIED } from './view';

/** The problem's tickets tab: the list and its bulk actions. */
export const problemTicketRoutes: FastifyPluginAsync<{ db: Db; uploads: UploadStore }> = async (
  app,
  { db, uploads },
) => {
  app.get<{ Params: { problemId: string } }>('/service-desk/api/problem-tickets/:problemId', async (request) => {
    requirePermission(db, request, 'view', VIEW_DENIED);
    const problem = problemFromPath(db, request.params.problemId);
    const validator = new Validator();
    const paging = readPaging(asRawQuery(request.query), validator, PROBLEM_TICKET_SORT_FIELDS, 'id');
    validator.throwIfFailed();
    return { data: listProblemTickets(db, problem.id, paging) };
  });

  app.post('/service-desk/api/problem-bulk-actions', { bodyLimit: JSON_FILES_BODY_LIMIT }, async (request) => {
    const user = requirePermission(db, request, 'edit_problem', 'You do not have permission to update these tickets.');
    const { ticketIds, action } = readBulkAction(db, request.body, user.id);
    applyTicketBulkAction(db, ticketIds, action, user, (bytes) => uploads.save(bytes));
    return { message: 'Tickets updated successfully.' };
  });
};
