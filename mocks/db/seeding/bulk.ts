import { CHANGE_SEARCH } from '../changes/search';
import { PROBLEM_SEARCH } from '../problems/search';
import type { Db } from '../types';
import { PROBLEM_CATALOGUE } from '../problems/catalogue';
import { bulkDraws, fillInBulk } from './bulk-fill';

export interface BulkSeedOptions {
  /** How many problems to add (on top of the normal seed). */
  problems: number;
  /** How many changes to add. */
  changes: number;
  /** Where the generated history ends; defaults to now. */
  now?: Date;
}

export interface BulkSeedResult {
  problems: number;
  changes: number;
  problemAssets: number;
  changeAssets: number;
}

const BULK_SEED = 4242;
const CHANGE_VERBS = ['Upgrade', 'Replace', 'Patch', 'Migrate', 'Reconfigure', 'Retire', 'Roll out', 'Harden'];
const CHANGE_TARGETS = [
  'mail gateway',
  'core switch',
  'VPN concentrator',
  'file server',
  'ERP batch host',
  'print server',
  'Wi-Fi controller',
  'backup appliance',
  'CRM database',
  'DNS resolvers',
];

/**
 * Adds many problems and changes (and their asset links) to a database that already holds the
 * normal seed, for measuring the list calls at volume. Every row references existing users,
 * statuses, departments and so on. One transaction, prepared statements: 100,000 of each take a
 * few seconds. Deterministic for a given `now`.
 */
export function seedBulk(db: Db, options: BulkSeedOptions): BulkSeedResult {
  const { random, ids, maybe, dates, nextId } = bulkDraws(db, BULK_SEED, options.now ?? new Date());
  const userIds = ids('SELECT id FROM users ORDER BY id');
  const agentIds = ids("SELECT id FROM users WHERE role IN ('agent', 'admin') ORDER BY id");
  const departmentIds = ids('SELECT id FROM departments ORDER BY id');
  const locationIds = ids('SELECT id FROM locations ORDER BY id');
  const impactIds = ids('SELECT id FROM impacts ORDER BY id');
  const priorityIds = ids('SELECT id FROM priorities ORDER BY id');
  const statusIds = ids("SELECT id FROM statuses WHERE name IN ('Open', 'Resolved', 'Closed') ORDER BY id");
  const changeStatusIds = ids('SELECT id FROM change_statuses ORDER BY id');
  const changeTypeIds = ids('SELECT id FROM change_types ORDER BY id');
  const teamIds = ids('SELECT id FROM teams ORDER BY id');
  const assetIds = ids('SELECT id FROM assets ORDER BY id');
  if (
    [userIds, agentIds, departmentIds, impactIds, priorityIds, statusIds, changeStatusIds, changeTypeIds].some(
      (l) => !l.length,
    )
  )
    throw new Error('The bulk seed needs the normal seed first.');

  const insertChange = db.prepare(
    `INSERT INTO changes (identifier, subject, description, requester_id, status_id, change_type_id, priority_id,
                          impact_id, location_id, department_id, team_id, agent_id, created_at, updated_at)
     VALUES (@identifier, @subject, @description, @requester_id, @status_id, @change_type_id, @priority_id,
             @impact_id, @location_id, @department_id, @team_id, @agent_id, @created_at, @updated_at)`,
  );
  const insertProblem = db.prepare(
    `INSERT INTO problems (identifier, subject, description, requester_id, department_id, impact_id, status_type_id,
                           priority_id, location_id, assigned_id, change_id, created_at, updated_at)
     VALUES (@identifier, @subject, @description, @requester_id, @department_id, @impact_id, @status_type_id,
             @priority_id, @location_id, @assigned_id, @change_id, @created_at, @updated_at)`,
  );
  const linkChangeAsset = db.prepare('INSERT OR IGNORE INTO change_assets (change_id, asset_id) VALUES (?, ?)');
  const linkProblemAsset = db.prepare('INSERT OR IGNORE INTO problem_assets (problem_id, asset_id) VALUES (?, ?)');

  return fillInBulk(db, [PROBLEM_SEARCH, CHANGE_SEARCH], (): BulkSeedResult => {
    const result: BulkSeedResult = { problems: 0, changes: 0, problemAssets: 0, changeAssets: 0 };
    const firstChange = nextId('changes');
    const newChangeIds: number[] = [];
    for (let n = 0; n < options.changes; n += 1) {
      const number = firstChange + n;
      const subject = `${random.pick(CHANGE_VERBS)} ${random.pick(CHANGE_TARGETS)} #${number}`;
      const id = Number(
        insertChange.run({
          identifier: `CHG-${String(number).padStart(4, '0')}`,
          subject,
          description: `<p>${subject}.</p>`,
          requester_id: random.pick(userIds),
          status_id: random.pick(changeStatusIds),
          change_type_id: random.pick(changeTypeIds),
          priority_id: random.pick(priorityIds),
          impact_id: random.pick(impactIds),
          location_id: maybe(0.85, locationIds),
          department_id: random.pick(departmentIds),
          team_id: maybe(0.8, teamIds),
          agent_id: maybe(0.8, agentIds),
          ...dates(),
        }).lastInsertRowid,
      );
      newChangeIds.push(id);
      result.changes += 1;
      if (assetIds.length && random.chance(0.3))
        result.changeAssets += linkChangeAsset.run(id, random.pick(assetIds)).changes;
    }

    const changeIds = newChangeIds.length ? newChangeIds : ids('SELECT id FROM changes ORDER BY id');
    const firstProblem = nextId('problems');
    for (let n = 0; n < options.problems; n += 1) {
      const number = firstProblem + n;
      const [subject, detail] = random.pick(PROBLEM_CATALOGUE);
      const id = Number(
        insertProblem.run({
          identifier: `PRB-${String(number).padStart(4, '0')}`,
          // At most 50 characters, as the form allows.
          subject: `${subject.slice(0, 40)} #${number}`.slice(0, 50),
          description: `<p>${detail}</p>`,
          requester_id: random.pick(userIds),
          department_id: random.pick(departmentIds),
          impact_id: random.pick(impactIds),
          status_type_id: random.pick(statusIds),
          priority_id: random.pick(priorityIds),
          location_id: maybe(0.9, locationIds),
          assigned_id: maybe(0.85, agentIds),
          change_id: maybe(0.3, changeIds),
          ...dates(),
        }).lastInsertRowid,
      );
      result.problems += 1;
      if (assetIds.length && random.chance(0.3))
        result.problemAssets += linkProblemAsset.run(id, random.pick(assetIds)).changes;
    }
    return result;
  });
}
