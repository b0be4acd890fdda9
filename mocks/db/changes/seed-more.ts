import { escapeHtml } from '../../html';
import type { SeedContext } from '../seeding/context';
import { SeededRandom } from '../seeding/random';
import { allIds } from '../reference/seed';
import { ChangeSeeder } from './seed-rows';

/** Own PRNG, so these records do not move the draws of any other seeder. */
const CHANGE_LIST_SEED = 20240920;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The change list should have enough rows for several pages. */
export const MIN_SEEDED_CHANGES = 60;

const SUBJECTS = [
  'Upgrade hypervisor hosts to the current release',
  'Rotate service account passwords',
  'Replace UPS batteries in the server room',
  'Enable conditional access for contractors',
  'Move help-desk phone line to Teams calling',
  'Add storage shelf to the primary SAN',
  'Patch firewall firmware at all sites',
  'Roll out new endpoint protection agent',
  'Retire Windows Server 2012 file server',
  'Introduce password-less sign-in for IT staff',
  'Update payroll software tax tables',
  'Replace conference room displays in Paris',
  'Migrate intranet to the new CMS',
  'Expand guest Wi-Fi bandwidth',
  'Reconfigure log retention in the SIEM',
  'Upgrade PostgreSQL for the ticketing database',
  'Install badge readers on the server room door',
  'Renew code-signing certificate',
  'Split the Sales VLAN by floor',
  'Apply BIOS updates to Finance laptops',
  'Switch print queues to follow-me printing',
  'Consolidate backup jobs for the ERP',
  'Move DHCP scopes to the new servers',
  'Harden SSH configuration on Linux hosts',
  'Deploy new VPN client version',
  'Replace aging NAS in the Berlin office',
  'Change default browser homepage to the intranet',
  'Upgrade Jira to the long-term support release',
  'Add monitoring for certificate expiry',
  'Tune antivirus exclusions for build servers',
  'Install second domain controller in Manchester',
  'Switch SMTP relay to authenticated submission',
  'Clean up stale Active Directory accounts',
  'Introduce quarterly access reviews',
  'Replace the core router at the data centre',
  'Enable BitLocker on remaining desktops',
  'Upgrade the call-centre headsets firmware',
  'Update the disaster recovery runbook',
  'Migrate HR documents to the records system',
  'Decommission the old Citrix farm',
] as const;

const REASONS = [
  'Needed to stay on a supported version.',
  'Requested after the last incident review.',
  'Part of the yearly security plan.',
  'Reduces the number of tickets about this service.',
  'Required by the auditors before the next review.',
] as const;

/** [label, type, options, change type name or null] */
const CUSTOM_FIELDS: ReadonlyArray<readonly [string, string, readonly string[], string | null]> = [
  ['Vendor reference', 'text', [], null],
  ['Business justification', 'textarea', [], null],
  ['Estimated downtime (minutes)', 'number', [], null],
  ['Vendor contact email', 'email', [], null],
  ['Risk level', 'select', ['Low', 'Moderate', 'Significant', 'Critical'], null],
  ['Tested in staging', 'radio', ['Yes', 'No', 'Not applicable'], null],
  ['Affected services', 'checkbox', ['Email', 'VPN', 'ERP', 'File shares', 'Telephony'], null],
  ['Planned date', 'date', [], null],
  ['Emergency approver', 'text', [], 'Emergency'],
  ['Post-implementation review', 'date', [], 'Emergency'],
  ['Outage window', 'select', ['Business hours', 'Evening', 'Weekend'], 'Major'],
  ['Communication sent', 'radio', ['Yes', 'No'], 'Major'],
  ['Standard template', 'select', ['Patch', 'Certificate renewal', 'Account change'], 'Standard'],
];

const VENDORS = ['Microsoft', 'Cisco', 'Fortinet', 'Dell', 'HP', 'VMware', 'Atlassian'] as const;

/**
 * Tops the changes up to MIN_SEEDED_CHANGES and gives every change values for the custom fields.
 * Runs after every other seeder, so their records stay exactly as they were.
 */
export function seedChangeList(context: SeedContext): void {
  const random = new SeededRandom(CHANGE_LIST_SEED);
  seedMoreChanges(context, random);
  seedCustomFields(context, random);
}

function dbDateDaysAgo(context: SeedContext, random: SeededRandom, maxDays: number): Date {
  const offset = random.next() * maxDays * DAY_MS;
  return new Date(Math.floor((context.now.getTime() - offset) / 1000) * 1000);
}

function seedMoreChanges(context: SeedContext, random: SeededRandom): void {
  const existing = (context.db.prepare('SELECT COUNT(*) AS n FROM changes').get() as { n: number }).n;
  const missing = MIN_SEEDED_CHANGES - existing;
  if (missing <= 0) return;
  const statusIds = allIds(context, 'change_statuses');
  const typeIds = allIds(context, 'change_types');
  const seeder = new ChangeSeeder(context);

  for (let index = 0; index < missing; index++) {
    const subject = SUBJECTS[index % SUBJECTS.length];
    const created = dbDateDaysAgo(context, random, 300);
    const later = Math.min(created.getTime() + random.next() * 30 * DAY_MS, context.now.getTime());
    const updated = new Date(Math.floor(later / 1000) * 1000);
    const agentId = random.chance(0.8) ? random.pick(seeder.agentIds) : null;
    const description = `<p>${escapeHtml(subject)}.</p><p>${escapeHtml(random.pick(REASONS))}</p>`;
    const identifier = `CHG-${String(existing + index + 1).padStart(4, '0')}`;
    seeder.add(
      random,
      { identifier, subject, description, agentId, created, updated },
      { statusId: () => random.pick(statusIds), typeId: () => random.pick(typeIds) },
    );
  }
}

function seedCustomFields(context: SeedContext, random: SeededRandom): void {
  const typeIds = new Map(
    context.rows<{ id: number; name: string }>('SELECT id, name FROM change_types').map((row) => [row.name, row.id]),
  );
  const fields = CUSTOM_FIELDS.map(([label, type, options, typeName], index) => ({
    id: context.insertAll('change_custom_fields', [
      {
        label,
        type,
        options: JSON.stringify(options),
        change_type_id: typeName === null ? null : (typeIds.get(typeName) ?? null),
        sort_order: index + 1,
      },
    ])[0],
    label,
    type,
    options,
    changeTypeId: typeName === null ? null : (typeIds.get(typeName) ?? null),
  }));
  const changes = context.rows<{ id: number; change_type_id: number }>(
    'SELECT id, change_type_id FROM changes ORDER BY id',
  );
  const insert = context.db.prepare(
    'INSERT INTO change_custom_field_values (change_id, field_id, value) VALUES (?, ?, ?)',
  );
  for (const change of changes) {
    for (const field of fields) {
      if (field.changeTypeId !== null && field.changeTypeId !== change.change_type_id) continue;
      if (!random.chance(field.changeTypeId === null ? 0.6 : 0.85)) continue;
      insert.run(change.id, field.id, sampleValue(context, random, field.type, field.options));
    }
  }
}

function sampleValue(context: SeedContext, random: SeededRandom, type: string, options: readonly string[]): string {
  switch (type) {
    case 'text':
      return `${random.pick(VENDORS)}-${random.int(1000, 9999)}`;
    case 'textarea':
      return random.pick(REASONS);
    case 'number':
      return String(random.int(1, 24) * 15);
    case 'email':
      return `support@${random.pick(VENDORS).toLowerCase()}.example`;
    case 'select':
    case 'radio':
      return random.pick(options);
    case 'checkbox':
      return JSON.stringify(random.sample(options, random.int(1, 3)).sort());
    case 'date':
      return context.dbDate(dbDateDaysAgo(context, random, 200)).slice(0, 10);
    default:
      return '';
  }
}
