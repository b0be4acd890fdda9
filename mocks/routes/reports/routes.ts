import { deleteReport, listReports, REPORT_SORT_FIELDS, saveReport } from '../../db/reports/reports';
import { NotFoundError } from '../../http/errors';
import { readFormBody } from '../../http/form-body';
import { readRequestPaging } from '../../http/list-query';
import { readPathId } from '../../http/path-params';
import { readString } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { Validator } from '../../http/validator';
import type { Routes } from '../deps';
import { readReportInput } from './input';
import { REPORT_NOT_FOUND, requireReport, requireReportAccess } from './lookup';

const REPORTS = `${SERVICE_DESK_API}/reports`;

/**
 * Saved asset reports: GET reports (paged, sorted, searched on name and description →
 * data.reports.data and total), GET reports/{id} (data.report_filter), POST reports/create (an
 * `id` updates that report) and DELETE reports/{id}.
 */
export const reportRoutes: Routes = (app, { db }) => {
  app.get(REPORTS, async (request) => {
    requireReportAccess(db, request);
    const paging = readRequestPaging(request.query, REPORT_SORT_FIELDS, 'id');
    const { rows, total } = listReports(db, paging);
    return { data: { reports: { data: rows, total }, total } };
  });

  app.get<{ Params: { id: string } }>(`${REPORTS}/:id`, async (request) => {
    requireReportAccess(db, request);
    return { data: { report_filter: requireReport(db, readPathId(request.params.id)) } };
  });

  app.post(`${REPORTS}/create`, async (request) => {
    const user = requireReportAccess(db, request);
    const { fields: body } = await readFormBody(request);
    const validator = new Validator();
    const idText = readString(body, 'id', validator);
    validator.throwIfFailed();
    const id = idText === undefined ? undefined : requireReport(db, readPathId(idText)).id;
    const input = readReportInput(db, body, validator);
    validator.throwIfFailed();
    const savedId = saveReport(db, input, user.id, id);
    return {
      message: id === undefined ? 'Report created successfully.' : 'Report updated successfully.',
      data: { id: savedId },
    };
  });

  app.delete<{ Params: { id: string } }>(`${REPORTS}/:id`, async (request) => {
    requireReportAccess(db, request);
    const id = readPathId(request.params.id);
    if (id === undefined || !deleteReport(db, id)) throw new NotFoundError(REPORT_NOT_FOUND);
    return { message: 'Report deleted successfully.' };
  });
};
