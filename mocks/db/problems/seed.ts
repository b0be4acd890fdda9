import { escapeHtml } from '../../html';
import { activityLogInsert } from '../records/activity-log';
import type { SeedContext } from '../seeding/context';
import { PROBLEM_CATALOGUE } from './catalogue';
import { allIds, weightedByName } from '../reference/seed';

const WORKAROUNDS = [
  'Restarting the affected service clears the symptom for a few hours.',
  'Users can work over the web client until a fix is in place.',
  'The service desk can apply a manual fix per device on request.',
  'No workaround yet; affected users are kept informed through the status page.',
  'Signing out and back in restores service temporarily.',
] as const;

interface Named {
  id: number;
  label: string;
}

export function seedProblems(context: SeedContext): void {
  const { random, db } = context;
  const userIds = context.ids('SELECT id FROM users ORDER BY id');
  const agentIds = context.agentIds();
  const departments = named(context, 'SELECT id, name AS label FROM departments ORDER BY id');
  const locations = named(context, 'SELECT id, title AS label FROM locations ORDER BY id');
  const assets = named(context, 'SELECT id, name AS label FROM assets ORDER BY id');
  const changeIds = allIds(context, 'changes');
  const impactIds = allIds(context, 'impacts');
  const priorityIds = allIds(context, 'priorities');
  const statusChoices = weightedByName(context, 'statuses', { Open: 11, Resolved: 5, Closed: 4 });
  // Each ticket can belong to one problem only, so tickets are handed out from a shuffled pool.
  const ticketPool = random.shuffle(named(context, 'SELECT id, ticket_number AS label FROM tickets ORDER BY id'));

  const insertProblem = db.prepare(`
    INSERT INTO problems (identifier, subject, description, requester_id, department_id, impact_id,
                          status_type_id, priority_id, location_id, assigned_id, change_id,
                          created_at, updated_at)
    VALUES (@identifier, @subject, @description, @requester_id, @department_id, @impact_id,
            @status_type_id, @priority_id, @location_id, @assigned_id, @change_id,
            @created_at, @updated_at)`);
  const linkAsset = db.prepare('INSERT INTO problem_assets (problem_id, asset_id) VALUES (?, ?)');
  const linkTicket = db.prepare('INSERT INTO problem_tickets (problem_id, ticket_id) VALUES (?, ?)');
  const log = activityLogInsert(db, 'sd_problem');

  PROBLEM_CATALOGUE.forEach(([subject, detail, scope = {}], index) => {
    const identifier = `PRB-${String(index + 1).padStart(4, '0')}`;
    const created = context.randomPastDate(365);
    const department = byLabel(departments, scope.department) ?? random.pick(departments);
    const location = byLabel(locations, scope.location) ?? (random.chance(0.9) ? random.pick(locations) : null);
    const assignedId = random.chance(0.85) ? random.pick(agentIds) : null;
    const creatorId = assignedId ?? random.pick(agentIds);
    const problemId = Number(
      insertProblem.run({
        identifier,
        subject,
        description: describe(detail, department.label, location?.label, random.pick(WORKAROUNDS), created),
        requester_id: random.pick(userIds),
        department_id: department.id,
        impact_id: random.pick(impactIds),
        status_type_id: random.weighted(statusChoices),
        priority_id: random.pick(priorityIds),
        location_id: location?.id ?? null,
        assigned_id: assignedId,
        change_id: random.chance(0.3) ? random.pick(changeIds) : null,
        created_at: context.dbDate(created),
        updated_at: context.dbDate(context.randomLaterDate(created, 90)),
      }).lastInsertRowid,
    );
    log.run(problemId, creatorId, `Problem <strong>${identifier}</strong> was created`, context.dbDate(created));

    const logAttachment = (text: string) =>
      log.run(problemId, creatorId, text, context.dbDate(context.randomLaterDate(created, 3)));
    if (random.chance(0.45)) {
      for (const asset of random.sample(assets, random.int(1, 3))) {
        linkAsset.run(problemId, asset.id);
        logAttachment(`Asset <strong>${escapeHtml(asset.label)}</strong> was attached`);
      }
    }
    if (random.chance(0.35)) {
      for (const ticket of ticketPool.splice(0, random.int(1, 2))) {
        linkTicket.run(problemId, ticket.id);
        logAttachment(`Ticket <strong>#${ticket.label}</strong> was attached`);
      }
    }
  });
}

function named(context: SeedContext, sql: string): Named[] {
  return context.rows<Named>(sql);
}

function byLabel(items: Named[], label: string | undefined): Named | undefined {
  return label === undefined ? undefined : items.find((item) => item.label === label);
}

function describe(
  detail: string,
  department: string,
  location: string | undefined,
  workaround: string,
  firstNoticed: Date,
): string {
  const where = location ? ` at ${escapeHtml(location)}` : '';
  return (
    `<p>${escapeHtml(detail)}</p>` +
    `<p><strong>Affected:</strong> ${escapeHtml(department)} staff${where}.</p>` +
    `<ul><li>First noticed: ${firstNoticed.toISOString().slice(0, 10)}</li>` +
    `<li>Workaround: ${escapeHtml(workaround)}</li></ul>`
  );
}
