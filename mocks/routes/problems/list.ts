import type { FastifyPluginAsync } from 'fastify';
import { userCan } from '../../db/users/permissions';
import { deleteProblem } from '../../db/problems/delete';
import { listProblems } from '../../db/problems/list';
import type { Db } from '../../db/types';
import { requirePermission } from '../../http/authorize';
import { NotFoundError } from '../../http/errors';
import { readPathId } from '../../http/path-params';
import type { UploadStore } from '../../uploads/store';
import { readProblemListQuery } from './list-input';

export const problemRoutes: FastifyPluginAsync<{ db: Db; uploads: UploadStore }> = async (app, { db, uploads }) => {
  app.get('/service-desk/api/problem-list', async (request) => {
    const user = requirePermission(db, request, 'view', 'You do not have permission to view problems.');
    const { rows, total } = listProblems(db, readProblemListQuery(request.query));
    const is_edit = userCan(db, user, 'edit_problem');
    const is_delete = userCan(db, user, 'delete_problem');
    return { data: { problems: rows.map((row) => ({ ...row, is_edit, is_delete })), total } };
  });

  app.delete<{ Params: { id: string } }>('/service-desk/api/problem-delete/:id', async (request) => {
    requirePermission(db, request, 'delete_problem', 'You do not have permission to delete problems.');
    const id = readPathId(request.params.id);
    const removed = id === undefined ? undefined : deleteProblem(db, id);
    if (!removed) throw new NotFoundError('Problem not found.');
    for (const path of removed) uploads.remove(path);
    return { message: 'Problem deleted successfully.' };
  });
};
