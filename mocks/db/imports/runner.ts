import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Db } from '../types';
import type { ImportFiles } from './files';
import { dataRecords, importPlanner } from './plan-import';
import type { RowPlan } from './row-plan';
import { findImport, moveImport, nextQueuedImport, type ImportRecord } from './store';
import { writeBatch } from './write-batch';

export const IMPORT_BATCH_ROWS = 500;
export const STOPPED_REASON = 'The import stopped: its file could not be read or a row could not be written.';

/**
 * Runs queued imports one at a time in the background, in batches of rows each written in its
 * own transaction, yielding to the server between batches. Stopping (the server closing) ends
 * the run between two batches and leaves it running, as a crash would: the next start fails it.
 */
export class ImportRunner {
  private loop: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly files: ImportFiles,
    private readonly batchRows = IMPORT_BATCH_ROWS,
  ) {}

  /** Runs what is queued, after whatever is running now. */
  wake(): void {
    // A failure of one drain (the database closed under it) must not stop the next.
    this.loop = this.loop.then(() => this.drain()).catch(() => undefined);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.loop;
  }

  private async drain(): Promise<void> {
    for (let id = this.nextId(); id !== undefined; id = this.nextId()) {
      if (!moveImport(this.db, id, 'queued', 'running')) continue;
      await this.run(findImport(this.db, id)!);
    }
  }

  private nextId(): number | undefined {
    return this.stopped ? undefined : nextQueuedImport(this.db);
  }

  private async run(record: ImportRecord): Promise<void> {
    const planner = importPlanner(this.db, {
      assetTypeId: record.asset_type_id!,
      mapping: record.mapping,
      updateExisting: record.update_existing,
      dateTimeFormat: record.date_time_format,
    });
    let batch: RowPlan[] = [];
    try {
      for await (const fileRecord of dataRecords(record, this.files.resolve(record.file_path))) {
        batch.push(planner.plan(fileRecord));
        if (batch.length < this.batchRows) continue;
        if (this.stopped) return;
        writeBatch(this.db, record.id, batch, planner.defaults);
        batch = [];
        await nextTurn();
      }
    } catch {
      if (!this.stopped) moveImport(this.db, record.id, 'running', 'failed', STOPPED_REASON);
      return;
    }
    if (this.stopped) return;
    writeBatch(this.db, record.id, batch, planner.defaults);
    moveImport(this.db, record.id, 'running', 'completed');
    this.files.remove(record.file_path);
  }
}
