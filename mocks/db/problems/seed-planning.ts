import { escapeHtml } from '../../html';
import { SEEDED_PREFIX, seededAttachmentSize } from '../../uploads/seeded-files';
import { PROBLEM_PLANNING_TITLES, type ProblemPlanningKey } from './planning';
import { activityLogInsert } from '../records/activity-log';
import type { SeedContext } from '../seeding/context';

const TEXTS: Record<ProblemPlanningKey, readonly string[]> = {
  'root-cause': [
    'A configuration change in the last maintenance window was not applied to every node.',
    'The vendor update introduced a regression in how sessions are renewed.',
    'Capacity was sized for last year\u2019s load and is exhausted at peak times.',
    'An expired certificate on an intermediate proxy breaks the connection chain.',
  ],
  impact: [
    'Staff lose about an hour a day on retries and workarounds.',
    'Customer-facing teams cannot meet their response targets while it happens.',
    'Month-end reporting is delayed by one working day.',
  ],
  symptoms: [
    'Intermittent time-outs, mostly between 09:00 and 11:00.',
    'Users see a generic error page and have to sign in again.',
    'Jobs queue up and finish hours later than scheduled.',
  ],
  solution: [
    'Roll the corrected configuration out to all nodes and add a check to the release checklist.',
    'Apply the vendor hotfix and monitor the error rate for a week.',
    'Add capacity and set an alert at 80% utilisation.',
  ],
};
const SOLUTION_TITLES = ['Permanent fix', 'Vendor hotfix', 'Capacity increase', 'Configuration rollout'] as const;

/**
 * Planning entries for about two problems in three, some with a text file attached, and a file
 * on some problems themselves. Seeded files live only as rows: their bytes follow from the name
 * (uploads/seeded-files.ts), so downloads work without files on disk.
 */
export function seedProblemPlanning(context: SeedContext): void {
  const { db, random } = context;
  const problems = db
    .prepare(
      'SELECT id, identifier, created_at, COALESCE(assigned_id, requester_id) AS actor FROM problems ORDER BY id',
    )
    .all() as { id: number; identifier: string; created_at: string; actor: number }[];
  const actorName = db.prepare("SELECT first_name || ' ' || last_name AS name FROM users WHERE id = ?");
  const insertEntry = db.prepare(
    `INSERT INTO planning_popups (owner_type, owner_id, key, title, description, updated_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const insertFile = db.prepare(
    `INSERT INTO attachments (owner_type, owner_id, planning_key, name, size, mime_type, storage_path, created_at)
     VALUES (?, ?, ?, ?, ?, 'text/plain', ?, ?)`,
  );
  const log = activityLogInsert(db, 'sd_problem');
  const addFile = (problemId: number, key: string | null, name: string, at: string) =>
    insertFile.run('sd_problem', problemId, key, name, seededAttachmentSize(name), SEEDED_PREFIX + name, at);

  for (const problem of problems) {
    const created = new Date(problem.created_at.replace(' ', 'T') + 'Z');
    const who = escapeHtml((actorName.get(problem.actor) as { name: string }).name);
    if (random.chance(0.2)) {
      const at = context.dbDate(context.randomLaterDate(created, 2));
      const name = `${problem.identifier}-diagnostics.txt`;
      addFile(problem.id, null, name, at);
      log.run(problem.id, problem.actor, `${who} added the attachment <b>${escapeHtml(name)}</b>`, at);
    }
    if (!random.chance(0.65)) continue;
    for (const key of (Object.keys(PROBLEM_PLANNING_TITLES) as ProblemPlanningKey[]).filter(() => random.chance(0.6))) {
      const at = context.dbDate(context.randomLaterDate(created, 30));
      const title = key === 'solution' ? random.pick(SOLUTION_TITLES) : null;
      insertEntry.run('sd_problem', problem.id, key, title, `<p>${escapeHtml(random.pick(TEXTS[key]))}</p>`, at);
      log.run(problem.id, problem.actor, `${who} added the <b>${PROBLEM_PLANNING_TITLES[key]}</b>`, at);
      if (random.chance(0.3)) addFile(problem.id, key, `${problem.identifier}-${key}-notes.txt`, at);
    }
  }
}
