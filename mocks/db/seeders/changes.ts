import type { SeedContext } from './context';

/** [subject, what the change does] — the change feature adds the rest of a change's fields. */
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

export function seedChanges(context: SeedContext): void {
  context.insertAll(
    'changes',
    CHANGES.map(([subject, summary], index) => {
      const created = context.randomPastDate(300);
      return {
        identifier: `CHG-${String(index + 1).padStart(4, '0')}`,
        subject,
        description: `<p>${summary}</p>`,
        created_at: context.dbDate(created),
        updated_at: context.dbDate(context.randomLaterDate(created, 45)),
      };
    }),
  );
}
