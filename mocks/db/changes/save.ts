import {
  deleteOwnedAttachments,
  findOwnedAttachment,
  insertAttachment,
  type NewAttachment,
} from '../records/attachments';
import { nowDbDate } from '../dates';
import { labelOf, type LabelledTable } from '../labels';
import { bold, logProblemActivity, type Actor } from '../records/activity-log';
import type { AttachmentChange } from '../problems/save';
import type { Db } from '../types';
import { logChangeActivity } from './activity-log';
import { CHANGE_OWNER_TYPE } from './detail';
import { describeFieldChanges } from '../records/field-changes';

/** A validated change form. Optional references are null when not chosen. */
export interface ChangeInput {
  subject: string;
  identifier: string;
  description: string;
  requester_id: number;
  status_id: number;
  change_type_id: number;
  priority_id: number | null;
  impact_id: number | null;
  location_id: number | null;
  department_id: number | null;
  team_id: number | null;
  asset_ids: number[];
}

/** What a new change is linked to: the problem or the ticket it was created from. */
export interface ChangeOrigin {
  problemId?: number;
  /** Stored as a ticket-change link of type 'initiating' (the ticket initiated the change). */
  ticketId?: number;
}

const COLUMNS = [
  'subject',
  'identifier',
  'description',
  'requester_id',
  'status_id',
  'change_type_id',
  'priority_id',
  'impact_id',
  'location_id',
  'department_id',
  'team_id',
] as const;

/** [column, table its id points to, how the log names the field] */
const REFERENCES: readonly (readonly [(typeof COLUMNS)[number], LabelledTable, string])[] = [
  ['requester_id', 'users', 'requester'],
  ['status_id', 'change_statuses', 'status'],
  ['change_type_id', 'change_types', 'change type'],
  ['priority_id', 'priorities', 'priority'],
  ['impact_id', 'impacts', 'impact'],
  ['location_id', 'locations', 'location'],
  ['department_id', 'departments', 'department'],
  ['team_id', 'teams', 'team'],
];

/** An empty identifier becomes CHG-{id}. */
function identifierFor(id: number, identifier: string): string {
  return identifier !== '' ? identifier : `CHG-${String(id).padStart(4, '0')}`;
}

/** Whether the problem has a change already (a problem has at most one). */
export function problemHasChange(db: Db, problemId: number): boolean {
  const row = db.prepare('SELECT change_id FROM problems WHERE id = ?').get(problemId) as
    { change_id: number | null } | undefined;
  return row?.change_id !== null && row?.change_id !== undefined;
}

export function createChange(
  db: Db,
  input: ChangeInput,
  actor: Actor,
  options: ChangeOrigin & { attachment?: NewAttachment },
): number {
  return db.transaction(() => {
    const now = nowDbDate();
    const id = Number(
      db
        .prepare(
          `INSERT INTO changes (${COLUMNS.join(', ')}, created_at, updated_at)
           VALUES (${COLUMNS.map(() => '?').join(', ')}, ?, ?)`,
        )
        .run(...COLUMNS.map((column) => input[column]), now, now).lastInsertRowid,
    );
    const identifier = identifierFor(id, input.identifier);
    db.prepare('UPDATE changes SET identifier = ? WHERE id = ?').run(identifier, id);
    logChangeActivity(db, id, actor, `created the change ${bold(identifier)}`);
    syncAssets(db, id, input.asset_ids, actor);

    if (options.problemId !== undefined) {
      const { changes } = db
        .prepare('UPDATE problems SET change_id = ?, updated_at = ? WHERE id = ? AND change_id IS NULL')
        .run(id, now, options.problemId);
      // The route checked this; a change here means a caller skipped the check.
      if (changes === 0) throw new Error(`Problem ${options.problemId} has a change already.`);
      const label = labelOf(db, 'changes', id) ?? identifier;
      logProblemActivity(db, options.problemId, actor, `created and attached the new change ${bold(label)}`);
      logChangeActivity(
        db,
        id,
        actor,
        `linked the change to the problem ${bold(labelOf(db, 'problems', options.problemId) ?? '')}`,
      );
    }
    if (options.ticketId !== undefined) {
      db.prepare(
        "INSERT OR IGNORE INTO ticket_changes (ticket_id, change_id, type, created_at) VALUES (?, ?, 'initiating', ?)",
      ).run(options.ticketId, id, now);
      logChangeActivity(
        db,
        id,
        actor,
        `linked the initiating ticket ${bold(labelOf(db, 'tickets', options.ticketId) ?? '')}`,
      );
    }
    if (options.attachment) {
      insertAttachment(db, { type: CHANGE_OWNER_TYPE, id }, options.attachment);
      logChangeActivity(db, id, actor, `added the attachment ${bold(options.attachment.name)}`);
    }
    return id;
  })();
}

/**
 * Saves the whole form over the change (absent optional fields clear them; asset_ids is the full
 * set), logging one entry per changed field. Returns the storage paths of removed files, or
 * undefined when there is no such change.
 */
export function updateChange(
  db: Db,
  id: number,
  input: ChangeInput,
  actor: Actor,
  attachment: AttachmentChange,
): string[] | undefined {
  return db.transaction(() => {
    const before = db.prepare(`SELECT ${COLUMNS.join(', ')} FROM changes WHERE id = ?`).get(id) as
      Record<(typeof COLUMNS)[number], string | number | null> | undefined;
    if (!before) return undefined;
    const after = { ...input, identifier: identifierFor(id, input.identifier) };
    db.prepare(`UPDATE changes SET ${COLUMNS.map((c) => `${c} = ?`).join(', ')}, updated_at = ? WHERE id = ?`).run(
      ...COLUMNS.map((column) => after[column]),
      nowDbDate(),
      id,
    );

    const changes = describeFieldChanges(db, before, after, REFERENCES);
    logChangeActivity(db, id, actor, ...changes);
    syncAssets(db, id, after.asset_ids, actor);
    return replaceAttachment(db, id, attachment, actor);
  })();
}

function syncAssets(db: Db, changeId: number, assetIds: readonly number[], actor: Actor): void {
  const current = (
    db.prepare('SELECT asset_id FROM change_assets WHERE change_id = ?').all(changeId) as { asset_id: number }[]
  ).map((row) => row.asset_id);
  const unlink = db.prepare('DELETE FROM change_assets WHERE change_id = ? AND asset_id = ?');
  for (const assetId of current.filter((assetId) => !assetIds.includes(assetId))) {
    unlink.run(changeId, assetId);
    logChangeActivity(db, changeId, actor, `detached the asset ${bold(labelOf(db, 'assets', assetId) ?? '')}`);
  }
  const link = db.prepare('INSERT OR IGNORE INTO change_assets (change_id, asset_id) VALUES (?, ?)');
  for (const assetId of assetIds) {
    if (link.run(changeId, assetId).changes > 0) {
      logChangeActivity(db, changeId, actor, `attached the asset ${bold(labelOf(db, 'assets', assetId) ?? '')}`);
    }
  }
}

function replaceAttachment(db: Db, changeId: number, change: AttachmentChange, actor: Actor): string[] {
  if (!change.upload && !change.remove) return [];
  const owner = { type: CHANGE_OWNER_TYPE, id: changeId };
  const current = findOwnedAttachment(db, owner);
  const removed = current ? deleteOwnedAttachments(db, owner) : [];
  if (current) logChangeActivity(db, changeId, actor, `removed the attachment ${bold(current.name)}`);
  if (change.upload) {
    insertAttachment(db, owner, change.upload);
    logChangeActivity(db, changeId, actor, `added the attachment ${bold(change.upload.name)}`);
  }
  return removed;
}
