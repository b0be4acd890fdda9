import { toDbDate } from '../dates';
import { SeededRandom } from '../seeding/random';
import { ASSET_SEARCH } from './schema';
import type { Db } from '../types';

const BULK_ASSET_SEED = 4343;
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;
const MODELS = [
  'Dell Latitude 5440',
  'Lenovo ThinkPad T14',
  'HP EliteBook 840',
  'Cisco Catalyst 9200 switch',
  'Aruba AP-515 access point',
  'Dell PowerEdge R760',
  'Poly VVX 450 phone',
  'iPhone 15',
  'Dell UltraSharp monitor',
  'VMware vSphere VM',
];

/**
 * Adds `count` assets to a database holding the normal seed, for measuring the asset list at
 * volume: every asset of an existing type and status, most of them with people, places and an
 * assignment date, half with a warranty value. One transaction; deterministic for a given `now`.
 */
export function seedBulkAssets(db: Db, count: number, now = new Date()): number {
  const random = new SeededRandom(BULK_ASSET_SEED);
  const ids = (sql: string) => db.prepare(sql).pluck().all() as number[];
  const typeIds = ids(
    'SELECT id FROM asset_types t WHERE NOT EXISTS (SELECT 1 FROM asset_types c WHERE c.parent_id = t.id)',
  );
  const statusIds = ids('SELECT id FROM asset_statuses');
  const userIds = ids('SELECT id FROM users');
  const agentIds = ids("SELECT id FROM users WHERE role IN ('agent', 'admin')");
  const departmentIds = ids('SELECT id FROM departments');
  const organizationIds = ids('SELECT id FROM organizations');
  const locationIds = ids('SELECT id FROM locations');
  const impactIds = ids('SELECT id FROM impacts');
  const [warranty] = ids("SELECT id FROM asset_custom_fields WHERE label = 'Warranty'");
  const maybe = (probability: number, items: number[]) =>
    items.length > 0 && random.chance(probability) ? random.pick(items) : null;
  const insertAsset = db.prepare(
    `INSERT INTO assets (name, identifier, asset_type_id, status_id, managed_by_id, used_by_id, organization_id,
                         department_id, location_id, impact_type_id, assigned_on, created_at, updated_at)
     VALUES (@name, @identifier, @asset_type_id, @status_id, @managed_by_id, @used_by_id, @organization_id,
             @department_id, @location_id, @impact_type_id, @assigned_on, @created_at, @updated_at)`,
  );
  const insertValue = db.prepare('INSERT INTO asset_custom_field_values (asset_id, field_id, value) VALUES (?, ?, ?)');
  const first = (db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM assets').pluck().get() as number) ?? 1;
  const end = now.getTime();
  db.transaction(() => {
    // Filling the search table row by row costs several times the inserts; rebuilt once at the end.
    db.exec(ASSET_SEARCH.dropTriggers);
    for (let n = 0; n < count; n += 1) {
      const number = first + n;
      const created = end - Math.floor(random.next() * YEAR_MS);
      const updated = created + Math.floor(random.next() * (end - created));
      const usedBy = maybe(0.7, userIds);
      const id = Number(
        insertAsset.run({
          name: `${random.pick(MODELS)} #${number}`,
          identifier: `BLK-${String(number).padStart(6, '0')}`,
          asset_type_id: random.pick(typeIds),
          status_id: random.pick(statusIds),
          managed_by_id: maybe(0.9, agentIds),
          used_by_id: usedBy,
          organization_id: maybe(0.9, organizationIds),
          department_id: maybe(0.9, departmentIds),
          location_id: maybe(0.9, locationIds),
          impact_type_id: maybe(0.8, impactIds),
          assigned_on: usedBy === null ? null : toDbDate(new Date(updated)),
          created_at: toDbDate(new Date(created)),
          updated_at: toDbDate(new Date(updated)),
        }).lastInsertRowid,
      );
      if (warranty !== undefined && random.chance(0.5))
        insertValue.run(id, warranty, random.pick(['None', '1 year', '3 years', '5 years']));
    }
    db.exec(ASSET_SEARCH.rebuild);
    db.exec(ASSET_SEARCH.triggers);
  })();
  db.exec('ANALYZE');
  return count;
}
