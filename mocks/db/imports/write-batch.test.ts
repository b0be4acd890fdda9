import { openDatabase } from '../connection';
import type { Db } from '../types';
import type { RowPlan } from './row-plan';
import { createImport, findImport, moveImport, queueImport } from './store';
import { writeBatch } from './write-batch';

function runningImport(db: Db): { id: number; typeId: number } {
  const typeId = (db.prepare("SELECT id FROM asset_types WHERE name = 'Laptop'").get() as { id: number }).id;
  const userId = (db.prepare('SELECT id FROM users ORDER BY id LIMIT 1').get() as { id: number }).id;
  const id = createImport(db, {
    name: 'a.csv',
    filePath: 'f'.repeat(32),
    kind: 'csv',
    headers: [],
    totalRows: 2,
    createdBy: userId,
  });
  queueImport(db, id, { assetTypeId: typeId, mapping: [], updateExisting: false, dateTimeFormat: null });
  moveImport(db, id, 'queued', 'running');
  return { id, typeId };
}

const create = (row: number, identifier: string): RowPlan => ({
  row,
  outcome: 'create',
  values: { columns: { name: `Asset ${row}`, identifier }, custom: new Map() },
  issues: [],
});

describe('writing a batch of imported rows', () => {
  let db: Db;
  beforeEach(() => {
    db = openDatabase(':memory:');
  });
  afterEach(() => db.close());

  const count = (identifier: string) =>
    (db.prepare('SELECT COUNT(*) AS n FROM assets WHERE identifier LIKE ?').get(identifier) as { n: number }).n;

  it('writes the rows and their counts together', () => {
    const { id, typeId } = runningImport(db);
    const statusId = (db.prepare("SELECT id FROM asset_statuses WHERE name = 'In Use'").get() as { id: number }).id;
    writeBatch(db, id, [create(2, 'BATCH-1'), create(3, 'BATCH-2')], { asset_type_id: typeId, status_id: statusId });
    expect(count('BATCH-%')).toBe(2);
    expect(findImport(db, id)).toMatchObject({ processed_rows: 2, total_created: 2 });
  });

  it('writes nothing of a batch that fails half way, counts included', () => {
    const { id, typeId } = runningImport(db);
    const statusId = (db.prepare("SELECT id FROM asset_statuses WHERE name = 'In Use'").get() as { id: number }).id;
    // The second row breaks the identifier's uniqueness after the first was inserted.
    const batch = [create(2, 'HALF-1'), create(3, 'HALF-1')];
    expect(() => writeBatch(db, id, batch, { asset_type_id: typeId, status_id: statusId })).toThrow();
    expect(count('HALF-%')).toBe(0);
    expect(findImport(db, id)).toMatchObject({ processed_rows: 0, total_created: 0 });
  });

  it('writes nothing for an import that is no longer running', () => {
    const { id, typeId } = runningImport(db);
    moveImport(db, id, 'running', 'failed', 'Stopped.');
    writeBatch(db, id, [create(2, 'LATE-1')], { asset_type_id: typeId, status_id: null });
    expect(count('LATE-%')).toBe(0);
  });
});
