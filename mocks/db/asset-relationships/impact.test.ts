import { openDatabase } from '../connection';
import type { Db } from '../types';
import { impactOf } from './impact';

let db: Db;

beforeEach(() => {
  db = openDatabase(':memory:');
  // The tests draw their own networks over assets the seed left unrelated.
  db.prepare('DELETE FROM asset_relationships').run();
  for (const table of ['ticket_assets', 'problem_assets', 'change_assets']) db.prepare(`DELETE FROM ${table}`).run();
});

afterEach(() => db.close());

const ids = (sql: string, ...params: unknown[]) =>
  (db.prepare(sql).all(...params) as { id: number }[]).map((row) => row.id);
const assets = (count: number) => ids('SELECT id FROM assets ORDER BY id LIMIT ?', count);
const relationType = (forward: string) =>
  ids('SELECT id FROM cmdb_relation_types WHERE forward_relation_name = ?', forward)[0];

function relate(parent: number, child: number, forward: string, relation: 'forward' | 'inverse' = 'forward') {
  db.prepare(
    `INSERT INTO asset_relationships (parent_asset_id, child_asset_id, cmdb_id, relation, created_at)
     VALUES (?, ?, ?, ?, '2026-01-01 00:00:00')`,
  ).run(parent, child, relationType(forward), relation);
}

const depthsOf = (startIds: number[], maxNodes?: number) =>
  Object.fromEntries(impactOf(db, startIds, maxNodes).nodes.map((node) => [node.id, node.depth]));

describe('impactOf', () => {
  it('follows each relation type the way its dependent end says, transitively', () => {
    const [rack, server, application, firewall, switchId] = assets(5);
    relate(rack, server, 'Contains'); // the server depends on its rack
    relate(application, server, 'Runs on'); // the application depends on the server
    relate(server, firewall, 'Depends on'); // the server depends on the firewall
    relate(switchId, server, 'Connected to'); // the server depends on the switch

    expect(depthsOf([rack])).toEqual({ [rack]: 0, [server]: 1, [application]: 2 });
    expect(depthsOf([firewall])).toEqual({ [firewall]: 0, [server]: 1, [application]: 2 });
    expect(depthsOf([switchId])).toEqual({ [switchId]: 0, [server]: 1, [application]: 2 });
    // Nothing depends on the application, and the server's providers are not what it impacts.
    expect(depthsOf([application])).toEqual({ [application]: 0 });
    expect(depthsOf([server])).toEqual({ [server]: 0, [application]: 1 });
  });

  it('reads a relationship stored the inverse way round in its forward direction', () => {
    const [server, application] = assets(2);
    relate(server, application, 'Runs on', 'inverse'); // the server "Runs" the application
    const impact = impactOf(db, [server]);
    expect(depthsOf([server])).toEqual({ [server]: 0, [application]: 1 });
    expect(impact.edges).toEqual([
      {
        parent_asset_id: application,
        child_asset_id: server,
        cmdb_id: relationType('Runs on'),
        relation_name: 'Runs on',
      },
    ]);
  });

  it('ends on a cycle, each asset once at the depth it was first reached', () => {
    const [a, b, c] = assets(3);
    relate(b, a, 'Depends on');
    relate(c, b, 'Depends on');
    relate(a, c, 'Runs on');
    const impact = impactOf(db, [a]);
    expect(depthsOf([a])).toEqual({ [a]: 0, [b]: 1, [c]: 2 });
    expect(impact.edges).toHaveLength(3);
    expect(impact.truncated).toBe(false);
  });

  it('stops at the node bound and says the impact is cut', () => {
    const [root, ...rest] = assets(6);
    for (const dependent of rest) relate(dependent, root, 'Depends on');
    const cut = impactOf(db, [root], 3);
    expect(cut.truncated).toBe(true);
    expect(cut.nodes).toHaveLength(3);
    const kept = new Set(cut.nodes.map((node) => node.id));
    expect(cut.edges.every((edge) => kept.has(edge.parent_asset_id) && kept.has(edge.child_asset_id))).toBe(true);
    expect(impactOf(db, [root]).truncated).toBe(false);
  });

  it('counts the open tickets, problems and changes of each asset, not the closed ones', () => {
    const [server, application] = assets(2);
    relate(application, server, 'Runs on');
    const link = (table: string, column: string, ownerId: number, assetId: number) =>
      db.prepare(`INSERT INTO ${table} (${column}, asset_id) VALUES (?, ?)`).run(ownerId, assetId);
    const byPurpose = (table: string, statusColumn: string, purpose: string) =>
      ids(
        `SELECT r.id FROM ${table} r JOIN statuses s ON s.id = r.${statusColumn} WHERE s.purpose = ? ORDER BY r.id LIMIT 2`,
        purpose,
      );
    const changesWhere = (closed: boolean) =>
      ids(
        `SELECT c.id FROM changes c JOIN change_statuses s ON s.id = c.status_id WHERE (s.name = 'Closed') = ? ORDER BY c.id LIMIT 3`,
        closed ? 1 : 0,
      );
    for (const ticket of byPurpose('tickets', 'status_id', 'open'))
      link('ticket_assets', 'ticket_id', ticket, application);
    for (const ticket of byPurpose('tickets', 'status_id', 'closed'))
      link('ticket_assets', 'ticket_id', ticket, application);
    for (const problem of byPurpose('problems', 'status_type_id', 'open').slice(0, 1))
      link('problem_assets', 'problem_id', problem, server);
    for (const problem of byPurpose('problems', 'status_type_id', 'resolved'))
      link('problem_assets', 'problem_id', problem, server);
    for (const change of changesWhere(false)) link('change_assets', 'change_id', change, application);
    for (const change of changesWhere(true)) link('change_assets', 'change_id', change, application);

    const byId = new Map(impactOf(db, [server]).nodes.map((node) => [node.id, node]));
    expect(byId.get(server)).toMatchObject({ open_tickets: 0, open_problems: 1, open_changes: 0 });
    expect(byId.get(application)).toMatchObject({ open_tickets: 2, open_problems: 0, open_changes: 3 });
  });
});
