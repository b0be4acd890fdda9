import type { SeedContext } from '../seeding/context';
import { SeededRandom } from '../seeding/random';
import { allIds } from '../reference/seed';

export const RELEASE_STATUSES = ['Open', 'In Progress', 'Completed', 'Cancelled'] as const;
export const RELEASE_TYPES = ['Minor', 'Standard', 'Major', 'Emergency'] as const;

/** [subject, description] */
const RELEASES = [
  ['Q1 infrastructure maintenance window', 'Patches and firmware for the core network and storage.'],
  ['Windows 11 rollout wave 2', 'Upgrade of the remaining office laptops with rollback images.'],
  ['Mail platform refresh', 'Exchange cumulative update, transport rules and certificates.'],
  ['Security hardening bundle', 'MFA number matching, attachment filtering and DNS changes.'],
  ['Branch office network upgrade', 'New access points and a second internet line for the branches.'],
  ['ERP month-end improvements', 'Batch server memory and report tuning before the year end.'],
  ['Collaboration tools update', 'CRM 12, OneDrive policy and SharePoint migration wave 1.'],
  ['Backup modernisation', 'Immutable storage targets and new retention policies.'],
] as const;

/** Own PRNG, so adding releases does not move the draws of the seeders after it. */
const RELEASE_SEED = 20240919;
const DAY_MS = 24 * 60 * 60 * 1000;

const PLANS = {
  'build-plan': '<p>Package the builds, stage them in the pilot ring and record the versions.</p>',
  'test-plan': '<p>Smoke tests in the pilot ring, then the acceptance checklist with the service owners.</p>',
} as const;

/** Build and test plans of the releases under way or done (their statuses' order: In Progress, Completed). */
function seedReleasePlanning(context: SeedContext, releaseIds: readonly number[]): void {
  const insert = context.db.prepare(
    `INSERT INTO planning_popups (owner_type, owner_id, key, title, description, updated_at)
     SELECT 'sd_releases', id, ?, NULL, ?, updated_at FROM releases WHERE id = ?`,
  );
  releaseIds.forEach((id, index) => {
    if (index % RELEASE_STATUSES.length === 0 || index % RELEASE_STATUSES.length === 3) return;
    for (const [key, text] of Object.entries(PLANS)) insert.run(key, text, id);
  });
}

/** Releases (each state twice), their assets and plans, and about a third of the changes gathered into them. */
export function seedReleases(context: SeedContext): void {
  const random = new SeededRandom(RELEASE_SEED);
  const statusIds = context.insertAll(
    'release_statuses',
    RELEASE_STATUSES.map((name) => ({ name })),
  );
  const typeIds = context.insertAll(
    'release_types',
    RELEASE_TYPES.map((name) => ({ name })),
  );
  const priorityIds = allIds(context, 'priorities');
  const locationIds = allIds(context, 'locations');
  const assetIds = context.ids('SELECT id FROM assets ORDER BY id');

  const releaseIds = RELEASES.map(([subject, description], index) => {
    const created = new Date(context.now.getTime() - random.int(20, 200) * DAY_MS);
    const planned = random.chance(0.8);
    const start = new Date(created.getTime() + random.int(3, 30) * DAY_MS);
    const end = new Date(start.getTime() + random.int(1, 5) * DAY_MS);
    return context.insertAll('releases', [
      {
        identifier: `REL-${String(index + 1).padStart(4, '0')}`,
        subject,
        description: `<p>${description}</p>`,
        // Each state in turn, so every state has releases.
        status_id: statusIds[index % statusIds.length],
        priority_id: random.pick(priorityIds),
        release_type_id: random.pick(typeIds),
        location_id: random.chance(0.7) ? random.pick(locationIds) : null,
        planned_start_date: planned ? context.dbDate(start) : null,
        planned_end_date: planned ? context.dbDate(end) : null,
        created_at: context.dbDate(created),
        updated_at: context.dbDate(
          new Date(Math.min(created.getTime() + random.int(0, 20) * DAY_MS, context.now.getTime())),
        ),
      },
    ])[0];
  });

  seedReleasePlanning(context, releaseIds);

  const linkAsset = context.db.prepare('INSERT OR IGNORE INTO release_assets (release_id, asset_id) VALUES (?, ?)');
  for (const releaseId of releaseIds) {
    for (let count = random.int(0, 3); count > 0 && assetIds.length > 0; count -= 1) {
      linkAsset.run(releaseId, random.pick(assetIds));
    }
  }

  const changes = context.rows<{ id: number; created_at: string }>('SELECT id, created_at FROM changes ORDER BY id');
  const linkChange = context.db.prepare(
    'INSERT INTO change_releases (change_id, release_id, created_at) VALUES (?, ?, ?)',
  );
  for (const change of changes) {
    if (random.chance(0.35)) linkChange.run(change.id, random.pick(releaseIds), change.created_at);
  }
}
