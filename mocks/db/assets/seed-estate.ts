import { allIds, idByName } from '../reference/seed';
import type { SeedContext } from '../seeding/context';
import { SeededRandom } from '../seeding/random';
import { attachToContracts } from './seed-contract-links';
import { assetPools, drawAssetPlacing } from './seed-placing';

const ESTATE_SEED = 20250311;
const DAY_MS = 24 * 60 * 60 * 1000;

/** [name, parent name]: the kinds of asset a network and its users add to the first estate. */
const ESTATE_TYPES = [
  ['Switch', 'Network Device'],
  ['Router', 'Network Device'],
  ['Firewall', 'Network Device'],
  ['Access Point', 'Network Device'],
  ['Storage Array', 'Hardware'],
  ['IP Phone', 'Hardware'],
  ['Tablet', 'Hardware'],
  ['Virtual Machine', 'Server'],
  ['Application', 'Software'],
] as const;

/** [asset type, tag prefix, models, how many] */
const ESTATE_GROUPS: readonly (readonly [string, string, readonly string[], number])[] = [
  [
    'Laptop',
    'LT',
    ['Dell Latitude 5440', 'Lenovo ThinkPad X1 Carbon Gen 11', 'HP EliteBook 860 G10', 'MacBook Air 13'],
    70,
  ],
  ['Desktop', 'DT', ['Dell OptiPlex 7010', 'HP ProDesk 600 G6', 'Lenovo ThinkCentre M70q'], 35],
  ['Monitor', 'MON', ['Dell UltraSharp U2723QE', 'LG 27UK850', 'Dell P2422H'], 30],
  ['Server', 'SRV', ['Dell PowerEdge R760', 'HPE ProLiant DL360 Gen11', 'Lenovo ThinkSystem SR650'], 16],
  ['Virtual Machine', 'VM', ['VMware vSphere VM', 'Hyper-V VM'], 20],
  [
    'Switch',
    'SW',
    ['Cisco Catalyst 9200 access switch', 'Aruba CX 6300 access switch', 'Cisco Nexus 93180 switch'],
    18,
  ],
  ['Router', 'RTR', ['Cisco ISR 4451 router', 'Juniper MX204 router'], 6],
  ['Firewall', 'FW', ['Palo Alto PA-3220 NGFW', 'Fortinet FortiGate 100F NGFW'], 4],
  ['Access Point', 'AP', ['Cisco Meraki MR56 access point', 'Aruba AP-515 access point'], 24],
  ['Rack', 'RCK', ['APC NetShelter SX 42U rack', 'Rittal TS IT 42U rack'], 4],
  ['Storage Array', 'STO', ['NetApp AFF A250', 'Dell PowerStore 500T'], 4],
  ['Application', 'APP', ['SAP S/4HANA', 'Salesforce CRM connector', 'Exchange Online', 'GitLab', 'Confluence'], 15],
  ['Software License', 'LIC', ['Zoom Business licences', 'Slack Enterprise licences'], 4],
  ['Printer', 'PRN', ['HP LaserJet Enterprise M611', 'Brother HL-L6210DW'], 10],
  ['Mobile Phone', 'MOB', ['iPhone 15', 'Samsung Galaxy S24', 'Google Pixel 8'], 25],
  ['IP Phone', 'PHN', ['Cisco IP Phone 8845', 'Poly VVX 450'], 40],
  ['Tablet', 'TAB', ['iPad Air', 'Samsung Galaxy Tab S9'], 12],
];

/**
 * The rest of the estate, after the first assets and the relationships seeded on them: more
 * types (switches, routers, access points, phones, applications ...) and a few hundred assets,
 * drawn from a PRNG of its own so the records seeded before keep their values. Assets covered by
 * a contract are attached to it.
 */
export function seedAssetEstate(context: SeedContext): void {
  const random = new SeededRandom(ESTATE_SEED);
  const seededAt = context.dbDate(context.now);
  for (const [name, parent] of ESTATE_TYPES) {
    context.insertAll('asset_types', [
      { name, parent_id: idByName(context, 'asset_types', parent), created_at: seededAt, updated_at: seededAt },
    ]);
  }
  const pools = assetPools(context);
  const statusIds = allIds(context, 'asset_statuses');
  const contractIds = allIds(context, 'contracts');
  const [{ count }] = context.rows<{ count: number }>('SELECT COUNT(*) AS count FROM assets');
  const pastDate = (maxDaysAgo: number) =>
    new Date(Math.floor((context.now.getTime() - random.next() * maxDaysAgo * DAY_MS) / 1000) * 1000);

  const rows: Record<string, unknown>[] = [];
  const contractOfRow: (number | null)[] = [];
  for (const [typeName, prefix, models, howMany] of ESTATE_GROUPS) {
    const typeId = idByName(context, 'asset_types', typeName);
    const [{ tagged }] = context.rows<{ tagged: number }>(
      "SELECT COUNT(*) AS tagged FROM assets WHERE name LIKE '%(' || ? || '-%'",
      prefix,
    );
    for (let n = 1; n <= howMany; n++) {
      const created = pastDate(720);
      const updated = new Date(created.getTime() + random.next() * (context.now.getTime() - created.getTime()));
      rows.push({
        name: `${random.pick(models)} (${prefix}-${String(tagged + n).padStart(3, '0')})`,
        identifier: `AST-${String(count + rows.length + 1).padStart(4, '0')}`,
        asset_type_id: typeId,
        ...drawAssetPlacing(random, pools, statusIds, { inUse: 0.75, used: 0.7 }),
        created_at: context.dbDate(created),
        updated_at: context.dbDate(new Date(Math.floor(updated.getTime() / 1000) * 1000)),
      });
      contractOfRow.push(random.chance(0.3) ? random.pick(contractIds) : null);
    }
  }
  attachToContracts(context, context.insertAll('assets', rows), contractOfRow);
}
