import { listProblems, PROBLEM_LIST } from '../../db/problems/list';
import { readListQuery } from '../../http/list-query';
import { readRequestQuery } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import type { Routes } from '../deps';
import { requireTo } from '../records/kind';
import { deleteRecordRoute, rowFlags } from '../records/delete';
import { PROBLEMS } from './kind';

/** GET /problem-list (paging, search, filters; every bad value in one 422) and DELETE /problem-delete/{id}. */
export const problemListRoutes: Routes = (app, deps) => {
  const { db } = deps;
  app.get(`${SERVICE_DESK_API}/problem-list`, async (request) => {
    const user = requireTo(db, request, 'view', PROBLEMS.noun);
    const query = readRequestQuery(request.query, (raw, validator) =>
      readListQuery(
        raw,
        validator,
        { fields: PROBLEM_LIST.sortFields, default: 'id' },
        { filters: PROBLEM_LIST.filterNames, dateRanges: true },
      ),
    );
    const { rows, total } = listProblems(db, query);
    const flags = rowFlags(db, user, PROBLEMS);
    return { data: { problems: rows.map((row) => ({ ...row, ...flags })), total } };
  });

  deleteRecordRoute(app, deps, PROBLEMS, 'problem-delete');
};
