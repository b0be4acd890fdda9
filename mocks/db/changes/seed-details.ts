import type { SeedContext } from '../seeding/context';
import { SeededRandom } from '../seeding/random';
import { allIds } from '../reference/seed';

const TASKS = [
  'Take configuration backup',
  'Notify affected users',
  'Schedule maintenance window',
  'Run smoke tests after the change',
  'Update the runbook',
  'Verify monitoring alerts',
  'Prepare rollback images',
  'Confirm vendor availability',
  'Update the CMDB records',
  'Review the change with the team lead',
  'Check licence counts',
  'Close related tickets',
] as const;

const COMMENTS = [
  'Vendor confirmed the maintenance window.',
  'Backups finished successfully, ready to proceed.',
  'Please double-check the rollback steps before Friday.',
  'Users in Finance have been informed.',
  'Monitoring looks normal after the first ring.',
] as const;

const REPLIES = ['Thanks, noted.', 'Agreed, I will update the plan.', 'Done.'] as const;

/** Own PRNG, so these records do not move the draws of the other seeders. */
const DETAIL_SEED = 20240920;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Tasks (some attached to changes), discussions and activity durations of the seeded changes. */
export function seedChangeDetails(context: SeedContext): void {
  const random = new SeededRandom(DETAIL_SEED);
  const agentIds = context.agentIds();
  const teamIds = allIds(context, 'teams');
  const taskIds = TASKS.map((task_name) => {
    const start = new Date(context.now.getTime() - random.int(0, 60) * DAY_MS);
    const end = new Date(start.getTime() + random.int(1, 10) * DAY_MS);
    const byTeam = teamIds.length > 0 && random.chance(0.3);
    return context.insertAll('change_tasks', [
      {
        task_name,
        task_start_date: context.dbDate(start),
        task_end_date: context.dbDate(end),
        assigned_user_id: byTeam ? null : agentIds[random.int(0, agentIds.length - 1)],
        assigned_team_id: byTeam ? teamIds[random.int(0, teamIds.length - 1)] : null,
        created_at: context.dbDate(start),
      },
    ])[0];
  });

  const changes = context.rows<{ id: number; created_at: string }>('SELECT id, created_at FROM changes ORDER BY id');
  const linkTask = context.db.prepare('INSERT OR IGNORE INTO change_task_links (change_id, task_id) VALUES (?, ?)');
  const duration = context.db.prepare(
    'INSERT INTO change_durations (change_id, total_activity_duration) VALUES (?, ?)',
  );
  const comment = context.db.prepare(
    `INSERT INTO change_comments (change_id, parent_id, creator_id, content, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  for (const change of changes) {
    for (let count = random.int(0, 2); count > 0; count -= 1) {
      linkTask.run(change.id, taskIds[random.int(0, taskIds.length - 1)]);
    }
    if (random.chance(0.5)) duration.run(change.id, random.int(15, 900));
    if (random.chance(0.5)) {
      for (let count = random.int(1, 3); count > 0; count -= 1) {
        const text = `<p>${COMMENTS[random.int(0, COMMENTS.length - 1)]}</p>`;
        const author = agentIds[random.int(0, agentIds.length - 1)];
        const id = Number(
          comment.run(change.id, null, author, text, change.created_at, change.created_at).lastInsertRowid,
        );
        if (random.chance(0.4)) {
          const reply = `<p>${REPLIES[random.int(0, REPLIES.length - 1)]}</p>`;
          comment.run(
            change.id,
            id,
            agentIds[random.int(0, agentIds.length - 1)],
            reply,
            change.created_at,
            change.created_at,
          );
        }
      }
    }
  }
}
