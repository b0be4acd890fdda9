import type { Db } from '../types';
import { dataRecords, importPlanner } from './plan-import';
import type { RowIssue } from './row-plan';
import type { ImportRecord, ImportSettings } from './store';
import { countPlans, type BatchCounts } from './write-batch';
import type { DryRunResult } from '@/api/imports/types';

/** The reasons a dry run answers at most; the counts cover every row. */
export const DRY_RUN_MAX_ISSUES = 1000;

/** Checks every row of the file with these settings as the import would, writing nothing. */
export async function dryRunImport(
  db: Db,
  record: ImportRecord,
  path: string,
  settings: ImportSettings,
): Promise<DryRunResult> {
  const planner = importPlanner(db, settings);
  const totals: BatchCounts = { rows: 0, created: 0, updated: 0, failed: 0, warning: 0 };
  const issues: RowIssue[] = [];
  let issuesTotal = 0;
  for await (const fileRecord of dataRecords(record, path)) {
    const plan = planner.plan(fileRecord);
    const counts = countPlans([plan]);
    for (const key of Object.keys(totals) as (keyof BatchCounts)[]) totals[key] += counts[key];
    issuesTotal += plan.issues.length;
    issues.push(...plan.issues.slice(0, DRY_RUN_MAX_ISSUES - issues.length));
  }
  const { rows, ...counts } = totals;
  return { total_rows: rows, ...counts, issues, issues_total: issuesTotal };
}
