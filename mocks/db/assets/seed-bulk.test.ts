import { ASSET_TEXTS, idsFound } from '../../testing/search-oracle';
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

  it('adds the assets, and finds them by the texts the list shows as a scan would, short fragments included', () => {
    expect(count(db, "SELECT COUNT(*) FROM assets WHERE identifier LIKE 'BLK-%'")).toBe(3000);
    for (const text of [
      'switch',
      'BLK-0004',
      'ma',
      'iPhone 15 #',
      'London',
      'Vera',
      'Software License',
      'd',
      'Dell Latitude 5440 #10',
    ]) {
      const page = listAssets(db, query({ search: text }));
      const found = idsFound(db, ASSET_TEXTS, text);
      expect(page.total).toBe(found.length);
      expect(page.total).toBeGreaterThan(0);
      expect(page.data.map((row) => row.id)).toEqual(found.slice(0, 10));
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
