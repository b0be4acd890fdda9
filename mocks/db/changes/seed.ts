import { escapeHtml } from '../../html';
import type { SeedContext } from '../seeding/context';
import { SeededRandom } from '../seeding/random';
import { ChangeSeeder } from './seed-rows';

/** [subject, what the change does] */
const CHANGES = [
  [
    'Upgrade Exchange to the latest cumulative update',
    'Apply the cumulative update to both mailbox servers in a rolling window.',
  ],
  ['Replace core switch at London HQ', 'Swap the end-of-life core switch for the new Catalyst 9300 stack.'],
  ['Raise VPN idle timeout to 8 hours', 'Change the FortiGate SSL-VPN idle timeout and re-key interval.'],
  ['Migrate file shares to SharePoint Online', 'Move departmental shares in three waves with a read-only freeze.'],
  ['Roll out Windows 11 23H2 to Finance', 'Upgrade the Finance laptops in two rings with rollback images.'],
  ['Renew wildcard TLS certificate', 'Install the renewed certificate on load balancers and the intranet.'],
  ['Enable MFA number matching', 'Turn on number matching for all authenticator push prompts.'],
  ['Add second internet line at Manchester', 'Install a second ISP circuit and configure SD-WAN failover.'],
  ['Patch SQL Server cluster', 'Apply the security update to the reporting cluster, one node at a time.'],
  ['Replace printers on 3rd floor', 'Swap the two failing LaserJets for managed-print devices.'],
  ['Increase ERP batch server memory', 'Add 64 GB of RAM to the month-end batch server.'],
  ['Move backups to immutable storage', 'Point nightly backup jobs to the new immutable object store.'],
  ['Update Salesforce SSO configuration', 'Rotate the SAML signing certificate and update the metadata.'],
  ['Deploy new Wi-Fi access points in Berlin', 'Replace the old access points and re-survey the floor.'],
  ['Tighten email attachment filtering rules', 'Adjust the mail gateway rules that block archive attachments.'],
  ['Upgrade CRM to version 12', 'Upgrade the CRM application and its Outlook plugin.'],
  ['Decommission legacy fax server', 'Retire the fax server after moving numbers to the e-fax service.'],
  ['Introduce laptop battery health checks', 'Schedule weekly battery reports through endpoint management.'],
  ['Reconfigure DNS forwarders', 'Replace the forwarders with the resolvers of the new provider.'],
  ['Rebuild OneDrive sync client policy', 'Reset the sync client policy and known-folder move settings.'],
] as const;

/** The change workflow's statuses, in order. */
export const CHANGE_STATUSES = [
  'Open',
  'Planning',
  'Awaiting Approval',
  'Pending Release',
  'Pending Review',
  'Closed',
] as const;

export const CHANGE_TYPES = ['Minor', 'Standard', 'Major', 'Emergency'] as const;

/** How often each status and type occurs among the seeded changes. */
const STATUS_WEIGHTS = [6, 4, 3, 2, 2, 3] as const;
const TYPE_WEIGHTS = [5, 8, 3, 1] as const;

const PLANS = [
  'Rollback: restore the previous configuration from the pre-change backup.',
  'Rollback: revert to the snapshot taken before the window.',
  'Rollback: switch traffic back to the old path and reopen the ticket queue.',
] as const;

/**
 * Its own PRNG, so the fields the change seed added later do not move the random draws of the
 * seeders after it (the problems keep the same values).
 */
const CHANGE_SEED = 20240918;

export function seedChanges(context: SeedContext): void {
  const random = new SeededRandom(CHANGE_SEED);
  const statusIds = context.insertAll(
    'change_statuses',
    CHANGE_STATUSES.map((name, index) => ({ name, sort_order: index + 1 })),
  );
  const typeIds = context.insertAll(
    'change_types',
    CHANGE_TYPES.map((name) => ({ name })),
  );
  const statusChoices = statusIds.map((id, index) => [id, STATUS_WEIGHTS[index]] as const);
  const typeChoices = typeIds.map((id, index) => [id, TYPE_WEIGHTS[index]] as const);
  const seeder = new ChangeSeeder(context);

  CHANGES.forEach(([subject, summary], index) => {
    // The dates come from the shared PRNG, as they always have.
    const created = context.randomPastDate(300);
    const updated = context.randomLaterDate(created, 45);
    const agentId = random.chance(0.8) ? random.pick(seeder.agentIds) : null;
    const description = `<p>${escapeHtml(summary)}</p><p>${escapeHtml(random.pick(PLANS))}</p>`;
    const identifier = `CHG-${String(index + 1).padStart(4, '0')}`;
    seeder.add(
      random,
      { identifier, subject, description, agentId, created, updated },
      { statusId: () => random.weighted(statusChoices), typeId: () => random.weighted(typeChoices) },
    );
  });
}
