import type { FastifyRequest } from 'fastify';
import { findReport, type Report } from '../../db/reports/reports';
import type { Db } from '../../db/types';
import { NotFoundError } from '../../http/errors';
import { requireTo } from '../records/kind';

export const REPORT_NOT_FOUND = 'Report not found.';

/** Reports are read and kept by anyone who may view the service desk. */
export const requireReportAccess = (db: Db, request: FastifyRequest) => requireTo(db, request, 'view', 'report');

/** The report of that id, or a 404. */
export function requireReport(db: Db, id: number | undefined): Report {
  const report = id === undefined ? undefined : findReport(db, id);
  if (!report) throw new NotFoundError(REPORT_NOT_FOUND);
  return report;
}
