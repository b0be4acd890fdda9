import { idByName } from '../reference/seed';
import type { SeedContext } from '../seeding/context';

const RACKS = ['APC NetShelter SX 42U rack (RCK-001)', 'Dell EMC 42U rack (RCK-002)'] as const;

/**
 * A Rack asset type (under Hardware) and two racks in the first location, when the estate has
 * none: the assets that contain the servers. No PRNG draw, so what was seeded before is unchanged.
 */
export function seedRacks(context: SeedContext): number[] {
  const existing = context.ids(
    "SELECT a.id FROM assets a JOIN asset_types t ON t.id = a.asset_type_id WHERE t.name = 'Rack' ORDER BY a.id",
  );
  if (existing.length > 0) return existing;
  const seededAt = context.dbDate(context.now);
  let [typeId] = context.ids("SELECT id FROM asset_types WHERE name = 'Rack'");
  typeId ??= context.insertAll('asset_types', [
    {
      name: 'Rack',
      parent_id: idByName(context, 'asset_types', 'Hardware'),
      created_at: seededAt,
      updated_at: seededAt,
    },
  ])[0];
  const [admin] = context.ids("SELECT id FROM users WHERE role = 'admin' ORDER BY id");
  const [location] = context.ids('SELECT id FROM locations ORDER BY id');
  const [department] = context.ids('SELECT id FROM departments ORDER BY id');
  const [organization] = context.ids('SELECT id FROM organizations ORDER BY id');
  const [{ count }] = context.rows<{ count: number }>('SELECT COUNT(*) AS count FROM assets');
  return context.insertAll(
    'assets',
    RACKS.map((name, index) => ({
      name,
      identifier: `AST-${String(count + index + 1).padStart(4, '0')}`,
      asset_type_id: typeId,
      status_id: idByName(context, 'asset_statuses', 'In Use'),
      managed_by_id: admin ?? null,
      organization_id: organization ?? null,
      department_id: department ?? null,
      location_id: location ?? null,
      created_at: seededAt,
      updated_at: seededAt,
    })),
  );
}
