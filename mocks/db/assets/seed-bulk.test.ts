import { openDatabase } from '../connection';
import type { Db } from '../types';
import { listAssets, type AssetListQuery } from './list';
import { seedBulkAssets } from './seed-bulk';

const query = (change: Partial<AssetListQuery> = {}): AssetListQuery => ({
  sortField: 'name',
  ascending: true,
  limit: 10,
  offset: 0,
  ids: {},
  notAttachedTo: {},
  assignedOn: {},
  custom: [],
  ...change,
});

const count = (db: Db, sql: string, ...params: unknown[]) =>
  db
    .prepare(sql)
    .pluck()
    .get(...params) as number;

describe('the asset list at volume', () => {
  let db: Db;
  beforeAll(() => {
    db = openDatabase(':memory:');
    seedBulkAssets(db, 3000, new Date('2026-06-01T00:00:00Z'));
  });
  afterAll(() => db.close());

  it('adds the assets, and finds them by name and identifier as a scan would, short fragments included', () => {
    expect(count(db, "SELECT COUNT(*) FROM assets WHERE identifier LIKE 'BLK-%'")).toBe(3000);
    for (const text of ['switch', 'BLK-0004', 'ma', 'iPhone 15 #']) {
      const page = listAssets(db, query({ search: text }));
      const scanned = count(
        db,
        "SELECT COUNT(*) FROM assets WHERE name LIKE '%' || ? || '%' OR identifier LIKE '%' || ? || '%'",
        text,
        text,
      );
      expect(page.total).toBe(scanned);
      expect(page.total).toBeGreaterThan(0);
      const names = page.data.map((row) => row.name.toLowerCase());
      expect(names).toEqual([...names].sort());
    }
  });

  it('keeps the search table in step with later writes', () => {
    db.prepare(
      `INSERT INTO assets (name, identifier, asset_type_id, status_id, created_at, updated_at)
       VALUES ('Quokka scanner', 'QK-1', 1, 1, '2026-01-01 00:00:00', '2026-01-01 00:00:00')`,
    ).run();
    expect(listAssets(db, query({ search: 'quokka' })).data.map((row) => row.name)).toEqual(['Quokka scanner']);
  });
});
