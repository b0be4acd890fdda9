import type { SeedContext } from '../seeding/context';
import { attachToContracts } from './seed-contract-links';
import { assetPools, drawAssetPlacing } from './seed-placing';
import { allIds, CONTRACTS, idByName } from '../reference/seed';

type Contract = (typeof CONTRACTS)[number];

/** [asset type, tag prefix, models, how many, contract that may cover them] */
const ASSET_GROUPS: readonly (readonly [string, string, readonly string[], number, Contract | null])[] = [
  [
    'Laptop',
    'LT',
    ['Dell Latitude 7440', 'Lenovo ThinkPad T14 Gen 4', 'HP EliteBook 840 G10', 'MacBook Pro 14'],
    12,
    'Dell ProSupport Plus 2025',
  ],
  ['Desktop', 'DT', ['Dell OptiPlex 7010', 'HP ProDesk 600 G6'], 5, 'Dell ProSupport Plus 2025'],
  [
    'Server',
    'SRV',
    [
      'Dell PowerEdge R750 exch-01',
      'Dell PowerEdge R650 sql-02',
      'HPE ProLiant DL380 file-01',
      'Dell PowerEdge R750 vpn-gw-01',
      'AWS EC2 m6i web-03',
    ],
    5,
    'AWS Enterprise Support',
  ],
  [
    'Network Device',
    'NET',
    [
      'Cisco Catalyst 9300 core switch',
      'Fortinet FortiGate 200F firewall',
      'Cisco Meraki MR46 access point',
      'Cisco ISR 4331 router',
    ],
    6,
    'Cisco Smart Net Total Care',
  ],
  ['Printer', 'PRN', ['HP LaserJet Enterprise M611', 'Canon imageRUNNER C3226'], 3, 'HP Managed Print Services'],
  ['Mobile Phone', 'MOB', ['iPhone 15', 'Samsung Galaxy S24'], 4, 'Apple Business Essentials'],
  ['Monitor', 'MON', ['Dell UltraSharp U2723QE', 'LG 27UK850'], 2, null],
  [
    'Software License',
    'LIC',
    ['Microsoft 365 E3 licence pool', 'Adobe Acrobat Pro licence pool', 'Atlassian Jira licence pool'],
    3,
    'Microsoft 365 E3 Enterprise Agreement',
  ],
];

export function seedAssets(context: SeedContext): void {
  const { random } = context;
  const pools = assetPools(context);
  const otherStatuses = allIds(context, 'asset_statuses').filter((id) => id !== pools.inUse);

  const rows: Record<string, unknown>[] = [];
  const contractOfRow: (number | null)[] = [];
  for (const [typeName, prefix, models, count, contract] of ASSET_GROUPS) {
    const typeId = idByName(context, 'asset_types', typeName);
    for (let n = 1; n <= count; n++) {
      const tag = `${prefix}-${String(n).padStart(3, '0')}`;
      const created = context.randomPastDate(540, 30);
      const row = {
        name: `${random.pick(models)} (${tag})`,
        identifier: `AST-${String(rows.length + 1).padStart(4, '0')}`,
        asset_type_id: typeId,
        ...drawAssetPlacing(random, pools, otherStatuses, { inUse: 0.8, used: 0.85 }),
        created_at: context.dbDate(created),
      };
      // Drawn between the location and the update date, as ever, so the seeded values stay as they were.
      contractOfRow.push(contract && random.chance(0.6) ? idByName(context, 'contracts', contract) : null);
      rows.push({ ...row, updated_at: context.dbDate(context.randomLaterDate(created, 120)) });
    }
  }
  attachToContracts(context, context.insertAll('assets', rows), contractOfRow);
}
