import { problemActions } from '../../db/problems/actions';
import { readProblem } from '../../db/problems/detail';
import { PROBLEM_PLANNING } from '../../db/problems/planning';
import { NotFoundError } from '../../http/errors';
import { readPathId } from '../../http/path-params';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import type { Routes } from '../deps';
import { activityLogRoute } from '../records/activity-log';
import { notFoundMessage, recordFromPath, requireTo } from '../records/kind';
import { planningRoutes } from '../records/planning';
import { PROBLEMS } from './kind';

/** What the problem view reads: the record, the action flags, the activity log and the planning entries. */
export const problemViewRoutes: Routes = (app, deps) => {
  const { db } = deps;
  app.get<{ Params: { id: string } }>(`${SERVICE_DESK_API}/problem/:id`, async (request) => {
    requireTo(db, request, 'view', PROBLEMS.noun);
    const id = readPathId(request.params.id);
    const problem = id === undefined ? undefined : readProblem(db, id);
    if (!problem) throw new NotFoundError(notFoundMessage(PROBLEMS.noun));
    return { data: { data: problem } };
  });

  app.get<{ Params: { id: string } }>(`${SERVICE_DESK_API}/problem-action/:id`, async (request) => {
    const user = requireTo(db, request, 'view', PROBLEMS.noun);
    const problem = recordFromPath(db, PROBLEMS, request.params.id);
    return { data: { data: { actions: problemActions(db, user, problem) } } };
  });

  activityLogRoute(app, db, PROBLEMS, 'problem-log');
  planningRoutes(app, deps, PROBLEMS, PROBLEM_PLANNING, { listPath: 'problem-planning', identifierInPath: false });
};
