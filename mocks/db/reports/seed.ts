import { idByName } from '../reference/seed';
import type { SeedContext } from '../seeding/context';

/** Two saved asset reports over the seeded estate, chosen by name (no PRNG draw). */
export function seedReports(context: SeedContext): void {
  const seededAt = context.dbDate(context.now);
  const [admin] = context.ids("SELECT id FROM users WHERE role = 'admin' ORDER BY id");
  const option = (table: string, name: string) => ({ id: idByName(context, table, name), name });
  const laptop = option('asset_types', 'Laptop');
  const inUse = option('asset_statuses', 'In Use');
  const server = option('asset_types', 'Server');
  const report = (name: string, description: string, fields: unknown[], columns: string[]) => ({
    name,
    description,
    type: 'asset',
    fields: JSON.stringify(fields),
    report_column_keys: JSON.stringify(columns),
    created_by: admin ?? null,
    created_at: seededAt,
    updated_at: seededAt,
  });
  context.insertAll('reports', [
    report(
      'Laptops in use',
      'Laptops handed out to staff',
      [
        { key: 'asset_type_ids', value: [laptop.id], value_meta: [laptop] },
        { key: 'asset_status_ids', value: [inUse.id], value_meta: [inUse] },
      ],
      ['asset_id', 'name', 'identifier', 'used_by', 'assigned_on'],
    ),
    report(
      'Servers',
      '',
      [{ key: 'asset_type_ids', value: [server.id], value_meta: [server] }],
      ['asset_id', 'name', 'identifier', 'location', 'managed_by'],
    ),
  ]);
}
