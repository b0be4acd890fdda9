import { activityLogInsert } from '../records/activity-log';
import { allIds } from '../reference/seed';
import type { SeedContext } from '../seeding/context';
import type { SeededRandom } from '../seeding/random';

/** What the seed decides about a change before its references are drawn. */
export interface SeededChange {
  identifier: string;
  subject: string;
  description: string;
  agentId: number | null;
  created: Date;
  updated: Date;
}

/**
 * Inserts seeded changes: the references drawn from the seeded records, a creation entry in the
 * log, and sometimes a few assets and a ticket. Every draw comes from the caller's PRNG, in a
 * fixed order, so a seed stays the same as long as its callers do.
 */
export class ChangeSeeder {
  readonly agentIds: number[];
  private readonly userIds: number[];
  private readonly pools: Record<
    'priority' | 'impact' | 'location' | 'department' | 'team' | 'asset' | 'ticket',
    number[]
  >;
  private readonly insert;
  private readonly log;
  private readonly linkAsset;
  private readonly linkTicket;

  constructor(private readonly context: SeedContext) {
    const { db } = context;
    this.userIds = context.ids('SELECT id FROM users ORDER BY id');
    this.agentIds = context.agentIds();
    this.pools = {
      priority: allIds(context, 'priorities'),
      impact: allIds(context, 'impacts'),
      location: allIds(context, 'locations'),
      department: allIds(context, 'departments'),
      team: allIds(context, 'teams'),
      asset: allIds(context, 'assets'),
      ticket: allIds(context, 'tickets'),
    };
    this.insert = db.prepare(
      `INSERT INTO changes (identifier, subject, description, requester_id, status_id, change_type_id, priority_id,
         impact_id, location_id, department_id, team_id, agent_id, created_at, updated_at)
       VALUES (@identifier, @subject, @description, @requester_id, @status_id, @change_type_id, @priority_id,
         @impact_id, @location_id, @department_id, @team_id, @agent_id, @created_at, @updated_at)`,
    );
    this.log = activityLogInsert(db, 'sd_changes');
    this.linkAsset = db.prepare('INSERT OR IGNORE INTO change_assets (change_id, asset_id) VALUES (?, ?)');
    this.linkTicket = db.prepare(
      'INSERT OR IGNORE INTO ticket_changes (ticket_id, change_id, type, created_at) VALUES (?, ?, ?, ?)',
    );
  }

  /** Inserts the change; `draw` picks its status and type (after the requester). Returns its id. */
  add(random: SeededRandom, change: SeededChange, draw: { statusId(): number; typeId(): number }): number {
    const { context, pools } = this;
    const maybe = (probability: number, ids: number[]) => (random.chance(probability) ? random.pick(ids) : null);
    const created = context.dbDate(change.created);
    const id = Number(
      this.insert.run({
        identifier: change.identifier,
        subject: change.subject,
        description: change.description,
        requester_id: random.pick(this.userIds),
        status_id: draw.statusId(),
        change_type_id: draw.typeId(),
        priority_id: random.pick(pools.priority),
        impact_id: random.pick(pools.impact),
        location_id: maybe(0.85, pools.location),
        department_id: random.pick(pools.department),
        team_id: maybe(0.8, pools.team),
        agent_id: change.agentId,
        created_at: created,
        updated_at: context.dbDate(change.updated),
      }).lastInsertRowid,
    );
    const creatorId = change.agentId ?? this.agentIds[0];
    this.log.run(id, creatorId, `Change <strong>${change.identifier}</strong> was created`, created);
    if (random.chance(0.5) && pools.asset.length > 0) {
      for (const assetId of random.sample(pools.asset, random.int(1, 3))) this.linkAsset.run(id, assetId);
    }
    if (pools.ticket.length > 0 && random.chance(0.4)) {
      const ticketId = random.pick(pools.ticket);
      this.linkTicket.run(ticketId, id, random.chance(0.7) ? 'initiating' : 'initiated', created);
    }
    return id;
  }
}
