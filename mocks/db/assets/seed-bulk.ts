import { bulkDraws, fillInBulk } from '../seeding/bulk-fill';
import { ASSET_COLUMNS } from './columns';
import { ASSET_SEARCH } from './search';
import type { Db } from '../types';

const BULK_ASSET_SEED = 4343;
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
  const { random, ids, idsOf, maybe, dates, nextId, insertInto } = bulkDraws(db, BULK_ASSET_SEED, now);
  const typeIds = ids(
    'SELECT id FROM asset_types t WHERE NOT EXISTS (SELECT 1 FROM asset_types c WHERE c.parent_id = t.id)',
  );
  const seeded = idsOf(['asset_statuses', 'users', 'departments', 'organizations', 'locations', 'impacts']);
  const agentIds = ids("SELECT id FROM users WHERE role IN ('agent', 'admin')");
  const [warranty] = ids("SELECT id FROM asset_custom_fields WHERE label = 'Warranty'");
  const insertAsset = insertInto('assets', [...ASSET_COLUMNS, 'created_at', 'updated_at']);
  const insertValue = db.prepare('INSERT INTO asset_custom_field_values (asset_id, field_id, value) VALUES (?, ?, ?)');
  const first = nextId('assets');
  fillInBulk(db, [ASSET_SEARCH], () => {
    for (let n = 0; n < count; n += 1) {
      const number = first + n;
      const created = dates();
      const usedBy = maybe(0.7, seeded.users);
      const id = Number(
        insertAsset.run({
          name: `${random.pick(MODELS)} #${number}`,
          identifier: `BLK-${String(number).padStart(6, '0')}`,
          asset_type_id: random.pick(typeIds),
          status_id: random.pick(seeded.asset_statuses),
          managed_by_id: maybe(0.9, agentIds),
          used_by_id: usedBy,
          organization_id: maybe(0.9, seeded.organizations),
          department_id: maybe(0.9, seeded.departments),
          location_id: maybe(0.9, seeded.locations),
          impact_type_id: maybe(0.8, seeded.impacts),
          assigned_on: usedBy === null ? null : created.updated_at,
          description: '',
          ...created,
        }).lastInsertRowid,
      );
      if (warranty !== undefined && random.chance(0.5))
        insertValue.run(id, warranty, random.pick(['None', '1 year', '3 years', '5 years']));
    }
  });
  return count;
}
