import type { FastifyPluginAsync } from 'fastify';
import { listActivity } from '../../db/records/activity-log-read';
import { problemActions } from '../../db/problems/actions';
import { readProblem } from '../../db/problems/detail';
import type { Db } from '../../db/types';
import { requirePermission } from '../../http/authorize';
import { NotFoundError } from '../../http/errors';
import { readPageWindow } from '../../http/paging';
import { readPathId } from '../../http/path-params';
import { asRawQuery, readChoice } from '../../http/query';
import { Validator } from '../../http/validator';
import { PROBLEM_NOT_FOUND, problemFromPath } from './lookup';

export const VIEW_DENIED = 'You do not have permission to view problems.';

/** What the problem view reads: the record, the action flags and the activity log. */
export const problemViewRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Params: { id: string } }>('/service-desk/api/problem/:id', async (request) => {
    requirePermission(db, request, 'view', VIEW_DENIED);
    const id = readPathId(request.params.id);
    const problem = id === undefined ? undefined : readProblem(db, id);
    if (!problem) throw new NotFoundError(PROBLEM_NOT_FOUND);
    return { data: { data: problem } };
  });

  app.get<{ Params: { id: string } }>('/service-desk/api/problem-action/:id', async (request) => {
    const user = requirePermission(db, request, 'view', VIEW_DENIED);
    const problem = problemFromPath(db, request.params.id);
    return { data: { data: { actions: problemActions(db, user, problem) } } };
  });

  // sort-order here is plain: desc (the default) is newest first.
  app.get<{ Params: { id: string } }>('/service-desk/api/problem-log/:id', async (request) => {
    requirePermission(db, request, 'view', VIEW_DENIED);
    const problem = problemFromPath(db, request.params.id);
    const query = asRawQuery(request.query);
    const validator = new Validator();
    const window = readPageWindow(query, validator);
    const order = readChoice(query, 'sort-order', ['asc', 'desc'] as const, validator) ?? 'desc';
    validator.throwIfFailed();
    const { data, total } = listActivity(db, 'problem', problem.id, {
      newestFirst: order === 'desc',
      limit: window.limit,
      offset: window.offset,
    });
    return { data: { problem_activity_logs: { data, total, per_page: window.limit, current_page: window.page } } };
  });
};
