import type { SeedContext } from '../seeding/context';
import { seedRacks } from './seed-racks';

/** [forward name, inverse name, description, the end that depends on the other] */
const RELATION_TYPES = [
  ['Depends on', 'Is needed by', 'The parent stops working without the child.', 'parent'],
  ['Contains', 'Is contained in', 'The child is physically inside the parent (a rack and its servers).', 'child'],
  ['Runs on', 'Runs', 'Software running on a machine.', 'parent'],
  ['Connected to', 'Connected to', 'A network link between two devices.', 'child'],
  ['Backs up', 'Is backed up by', '', 'child'],
] as const;

type RelationName = (typeof RELATION_TYPES)[number][0];

/**
 * The relation types, then a small network over the seeded assets: the core switch is connected
 * to every server, the licence pools run on servers, servers depend on the firewall and the racks
 * contain the servers (the first rack the first three, the second the others). Chosen by
 * name and id (no PRNG draw), so the records seeded before are unchanged.
 */
export function seedCmdb(context: SeedContext): void {
  const seededAt = context.dbDate(context.now);
  const typeIds = new Map<RelationName, number>();
  RELATION_TYPES.forEach(([forward, inverse, description, dependent]) => {
    const [id] = context.insertAll('cmdb_relation_types', [
      {
        forward_relation_name: forward,
        inverse_relation_name: inverse,
        description,
        dependent,
        created_at: seededAt,
        updated_at: seededAt,
      },
    ]);
    typeIds.set(forward, id);
  });

  const assetsLike = (pattern: string) =>
    context.ids('SELECT id FROM assets WHERE name LIKE ? ORDER BY id', `%${pattern}%`);
  const servers = context.ids(
    "SELECT a.id FROM assets a JOIN asset_types t ON t.id = a.asset_type_id WHERE t.name = 'Server' ORDER BY a.id",
  );
  const racks = seedRacks(context);
  const links: { parent: number; child: number; type: RelationName }[] = [];
  servers.forEach((server, index) => {
    const rack = racks[Math.min(Math.floor(index / 3), racks.length - 1)];
    if (rack !== undefined) links.push({ parent: rack, child: server, type: 'Contains' });
  });
  const [coreSwitch] = assetsLike('core switch');
  const [firewall] = assetsLike('firewall');
  for (const server of servers) {
    if (coreSwitch !== undefined) links.push({ parent: coreSwitch, child: server, type: 'Connected to' });
    if (firewall !== undefined) links.push({ parent: server, child: firewall, type: 'Depends on' });
  }
  assetsLike('licence pool').forEach((application, index) => {
    if (servers.length > 0)
      links.push({ parent: application, child: servers[index % servers.length], type: 'Runs on' });
  });
  context.insertAll(
    'asset_relationships',
    links.map(({ parent, child, type }) => ({
      parent_asset_id: parent,
      child_asset_id: child,
      cmdb_id: typeIds.get(type),
      relation: 'forward',
      created_at: seededAt,
    })),
  );
}
