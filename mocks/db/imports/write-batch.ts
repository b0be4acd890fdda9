import { nowDbDate } from '../dates';
import type { Db } from '../types';
import { ASSET_COLUMNS } from '../assets/columns';
import type { RowPlan } from './row-plan';

/** What the rows of one batch add to the import's counts. */
export interface BatchCounts {
  rows: number;
  created: number;
  updated: number;
  failed: number;
  warning: number;
}

export function countPlans(plans: readonly RowPlan[]): BatchCounts {
  const counts: BatchCounts = { rows: plans.length, created: 0, updated: 0, failed: 0, warning: 0 };
  for (const plan of plans) {
    if (plan.outcome === 'create') counts.created++;
    else if (plan.outcome === 'update') counts.updated++;
    else counts.failed++;
    if (plan.outcome !== 'failed' && plan.issues.some((issue) => issue.kind === 'warning')) counts.warning++;
  }
  return counts;
}

/**
 * Writes one batch of planned rows and adds it to the import's counts, all in one transaction:
 * a crash leaves the batch wholly written or not at all. An import that is no longer running
 * (failed meanwhile) gets nothing written.
 */
export function writeBatch(
  db: Db,
  importId: number,
  plans: readonly RowPlan[],
  defaults: { asset_type_id: number; status_id: number | null },
): void {
  const now = nowDbDate();
  const insertAsset = db.prepare(
    `INSERT INTO assets (${ASSET_COLUMNS.join(', ')}, created_at, updated_at)
     VALUES (${ASSET_COLUMNS.map((column) => `@${column}`).join(', ')}, @now, @now)`,
  );
  const setCustom = db.prepare(
    'INSERT OR REPLACE INTO asset_custom_field_values (asset_id, field_id, value) VALUES (?, ?, ?)',
  );
  const addIssue = db.prepare(
    'INSERT INTO import_row_issues (import_id, row, field, field_label, comment, kind) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const addCounts = db.prepare(
    `UPDATE imports SET processed_rows = processed_rows + @rows, total_created = total_created + @created,
       total_updated = total_updated + @updated, total_failed = total_failed + @failed,
       total_warning = total_warning + @warning, updated_at = @now
     WHERE id = @importId AND status = 'running'`,
  );

  db.transaction(() => {
    if (addCounts.run({ ...countPlans(plans), now, importId }).changes !== 1) return;
    for (const plan of plans) {
      for (const issue of plan.issues)
        addIssue.run(importId, issue.row, issue.field, issue.field_label, issue.comment, issue.kind);
      if (plan.outcome === 'failed') continue;
      const { columns, custom } = plan.values;
      let assetId = plan.assetId;
      if (plan.outcome === 'create') {
        const row = Object.fromEntries(ASSET_COLUMNS.map((column) => [column, columns[column] ?? null]));
        const values = { ...row, ...defaultsFor(columns, defaults), description: columns.description ?? '', now };
        assetId = Number(insertAsset.run(values).lastInsertRowid);
      } else {
        updateAsset(db, plan.assetId!, columns, now);
      }
      for (const [fieldId, value] of custom) setCustom.run(assetId, fieldId, value);
    }
  })();
}

function defaultsFor(
  columns: RowPlan['values']['columns'],
  defaults: { asset_type_id: number; status_id: number | null },
): Record<string, number | string | null> {
  return {
    asset_type_id: columns.asset_type_id ?? defaults.asset_type_id,
    status_id: columns.status_id ?? defaults.status_id,
  };
}

/** Sets the columns the row mapped; the others keep their values. */
function updateAsset(db: Db, assetId: number, columns: RowPlan['values']['columns'], now: string): void {
  const names = ASSET_COLUMNS.filter((column) => column !== 'identifier' && columns[column] !== undefined);
  const assignments = [...names.map((column) => `${column} = @${column}`), 'updated_at = @now'].join(', ');
  db.prepare(`UPDATE assets SET ${assignments} WHERE id = @assetId`).run({ ...columns, now, assetId });
}
