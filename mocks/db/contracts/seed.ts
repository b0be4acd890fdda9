import type { SeedContext } from '../seeding/context';
import { sendApprovalLink } from './approval-links';
import { CONTRACT_RENEWAL_STATUSES, CONTRACT_STATUSES } from './statuses';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Contract terms for every contract and a few assets on some tickets (from the eleventh on). Uses plain arithmetic
 * rather than the shared PRNG, so adding it leaves every other seeded record unchanged.
 */
export function seedTicketSlots(context: SeedContext): void {
  const { db } = context;
  const setTerms = db.prepare(
    'UPDATE contracts SET cost = ?, contract_start_date = ?, contract_end_date = ? WHERE id = ?',
  );
  for (const id of context.ids('SELECT id FROM contracts ORDER BY id')) {
    const start = new Date(context.now.getTime() - (60 + id * 17) * DAY_MS);
    const end = new Date(start.getTime() + 365 * DAY_MS);
    setTerms.run(1200 + id * 350, context.dbDate(start), context.dbDate(end), id);
  }

  const assetIds = context.ids('SELECT id FROM assets ORDER BY id');
  const ticketIds = context.ids('SELECT id FROM tickets ORDER BY id LIMIT 20 OFFSET 10');
  const link = db.prepare('INSERT OR IGNORE INTO ticket_assets (ticket_id, asset_id) VALUES (?, ?)');
  if (assetIds.length === 0) return;
  ticketIds.forEach((ticketId, index) => {
    if (index % 3 === 2) return;
    for (let k = 0; k <= index % 2; k++) link.run(ticketId, assetIds[(index * 7 + k * 11) % assetIds.length]);
  });
}

/** [name, status, days since it started, length in days, renewal status] of the contracts added to the first six. */
const MORE_CONTRACTS: readonly [string, (typeof CONTRACT_STATUSES)[number], number, number, number][] = [
  ['Lenovo Premier Support', 'Active', 330, 365, 1],
  ['Zoom Business Licences', 'Active', 350, 365, 1],
  ['Atlassian Cloud Premium', 'Active', 20, 365, 2],
  ['Office Cleaning Services', 'Active', 700, 730, 3],
  ['Adobe Creative Cloud Teams', 'Draft', -10, 365, 1],
  ['Salesforce Service Cloud', 'Draft', -30, 730, 1],
  ['Veeam Backup Maintenance', 'Draft', 0, 365, 1],
  ['Fortinet FortiCare', 'Approved', -15, 365, 1],
  ['Slack Enterprise Grid', 'Approved', -5, 365, 1],
  ['Iron Mountain Shredding', 'Rejected', -20, 365, 1],
  ['Oracle Database Support', 'Rejected', -60, 365, 1],
  ['Sophos Endpoint Protection', 'Expired', 400, 365, 1],
  ['Canon Copier Lease', 'Expired', 800, 730, 2],
  ['Symantec Mail Gateway', 'Expired', 500, 365, 1],
  ['BT Leased Line', 'Terminated', 200, 730, 1],
  ['Xerox Print Fleet', 'Terminated', 420, 1095, 3],
  ['VMware vSphere Support', 'Active', 355, 365, 1],
  ['Cisco Webex Meetings', 'Active', 120, 365, 1],
  ['Mitel Phone System Maintenance', 'Active', 362, 365, 2],
];

/**
 * The contracts' statuses and renewal statuses, and each contract's place in its lifecycle: status,
 * owner, approver, users, organizations, notify agents and addresses; plus nineteen contracts over
 * every status, some ending within their notice; the drafts' approvers are mailed their links. Runs last with plain arithmetic, so every record
 * seeded before it stays as it was.
 */
export function seedContracts(context: SeedContext): void {
  const { db } = context;
  const statusIds = new Map(
    context
      .insertAll(
        'contract_statuses',
        CONTRACT_STATUSES.map((name) => ({ name })),
      )
      .map((id, index) => [CONTRACT_STATUSES[index], id]),
  );
  context.insertAll(
    'contract_renewal_statuses',
    CONTRACT_RENEWAL_STATUSES.map((name) => ({ name })),
  );
  const vendorIds = context.ids('SELECT id FROM vendors ORDER BY id');
  const typeIds = context.ids('SELECT id FROM contract_types ORDER BY id');
  const licenseIds = context.ids('SELECT id FROM license_types ORDER BY id');
  const insert = db.prepare(
    `INSERT INTO contracts (name, cost, contract_start_date, contract_end_date, vendor_id, contract_type_id,
       license_type_id, created_at, updated_at)
     VALUES (@name, @cost, @start, @end, @vendor, @type, @license, @created, @created)`,
  );
  const renewal = new Map<number, number>();
  const statusOf = new Map<number, number>();
  MORE_CONTRACTS.forEach(([name, status, startedDaysAgo, days, renewalStatus], index) => {
    const start = new Date(context.now.getTime() - startedDaysAgo * DAY_MS);
    const created = new Date(context.now.getTime() - (Math.max(startedDaysAgo, 0) + 20) * DAY_MS);
    // Every fourth one is signed with a user rather than a vendor.
    const { lastInsertRowid } = insert.run({
      name,
      cost: 800 + ((index * 1375) % 24000) + (index % 4) * 0.5,
      start: context.dbDate(start),
      end: context.dbDate(new Date(start.getTime() + days * DAY_MS)),
      vendor: index % 4 === 3 ? null : vendorIds[index % vendorIds.length],
      type: typeIds[(index + 2) % typeIds.length],
      license: index % 2 === 0 ? licenseIds[index % licenseIds.length] : null,
      created: context.dbDate(created),
    });
    const id = Number(lastInsertRowid);
    statusOf.set(id, statusIds.get(status) as number);
    renewal.set(id, renewalStatus);
  });

  const agents = context.agentIds();
  const requesters = context.ids("SELECT id FROM users WHERE role = 'user' ORDER BY id");
  const update = db.prepare(
    `UPDATE contracts SET identifier = ?, description = ?, status_id = ?, renewal_status_id = ?, owner_id = ?,
       approver_id = ?, licensce_count = ?, notify_before = ? WHERE id = ?`,
  );
  const linkUser = db.prepare('INSERT INTO contract_users (contract_id, user_id) VALUES (?, ?)');
  const linkOrganization = db.prepare(
    `INSERT OR IGNORE INTO contract_organizations (contract_id, organization_id)
     SELECT ?, organization_id FROM users WHERE id = ? AND organization_id IS NOT NULL`,
  );
  const notifyAgent = db.prepare('INSERT INTO contract_notify_agents (contract_id, user_id) VALUES (?, ?)');
  const notifyEmail = db.prepare('INSERT INTO contract_notify_emails (contract_id, email) VALUES (?, ?)');
  const rows = context.rows<{ id: number; name: string; vendor_id: number | null }>(
    'SELECT id, name, vendor_id FROM contracts ORDER BY id',
  );
  for (const { id, name, vendor_id: vendorId } of rows) {
    const status = statusOf.get(id) ?? statusIds.get('Active');
    const draft = status === statusIds.get('Draft');
    const approved = status !== statusIds.get('Rejected') && !draft;
    update.run(
      `CTR-${String(id).padStart(4, '0')}`,
      `<p>${name}: the terms, the service levels and the contacts agreed for it.</p>`,
      status,
      renewal.get(id) ?? 1,
      agents[id % agents.length],
      draft || id % 3 === 0 || !approved ? agents[(id + 3) % agents.length] : null,
      id % 2 === 0 ? 10 + id * 5 : null,
      [30, 14, 60, 7][id % 4],
      id,
    );
    if (vendorId === null) {
      const userId = requesters[id % requesters.length];
      linkUser.run(id, userId);
      linkOrganization.run(id, userId);
    }
    notifyAgent.run(id, agents[(id + 1) % agents.length]);
    if (id % 3 === 1) notifyEmail.run(id, `procurement+${id}@helpdesk.example`);
  }
  // The drafts' approvers have their links in the outbox, as if the drafts had just been saved.
  for (const { id, approver_id: approverId } of context.rows<{ id: number; approver_id: number }>(
    'SELECT id, approver_id FROM contracts WHERE status_id = ? ORDER BY id',
    statusIds.get('Draft'),
  )) {
    sendApprovalLink(db, id, approverId);
  }
}
