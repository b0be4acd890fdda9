import {
  deleteOwnedAttachments,
  findOwnedAttachment,
  insertAttachment,
  type NewAttachment,
} from '../records/attachments';
import { nowDbDate } from '../dates';
import { labelOf, type LabelledTable } from '../labels';
import type { Db } from '../types';
import { bold, logProblemActivity, type Actor } from '../records/activity-log';
import { PROBLEM_OWNER_TYPE } from './delete';
import { describeFieldChanges } from '../records/field-changes';

/** A validated problem form. Optional references are null when not chosen. */
export interface ProblemInput {
  subject: string;
  identifier: string;
  description: string;
  requester_id: number;
  department_id: number;
  impact_id: number;
  status_type_id: number;
  priority_id: number;
  location_id: number | null;
  assigned_id: number | null;
  asset_ids: number[];
}

export interface AttachmentChange {
  /** A new file replaces the current one. */
  upload?: NewAttachment;
  /** attachment_delete: remove the current one. */
  remove: boolean;
}

const COLUMNS = [
  'subject',
  'identifier',
  'description',
  'requester_id',
  'department_id',
  'impact_id',
  'status_type_id',
  'priority_id',
  'location_id',
  'assigned_id',
] as const;

/** [column, table its id points to, how the log names the field] */
const REFERENCES: readonly (readonly [(typeof COLUMNS)[number], LabelledTable, string])[] = [
  ['requester_id', 'users', 'requester'],
  ['department_id', 'departments', 'department'],
  ['impact_id', 'impacts', 'impact'],
  ['status_type_id', 'statuses', 'status'],
  ['priority_id', 'priorities', 'priority'],
  ['location_id', 'locations', 'location'],
  ['assigned_id', 'users', 'assignee'],
];

/** An empty identifier becomes PRB-{id}. */
function identifierFor(id: number, identifier: string): string {
  return identifier !== '' ? identifier : `PRB-${String(id).padStart(4, '0')}`;
}

export function createProblem(
  db: Db,
  input: ProblemInput,
  actor: Actor,
  options: { ticketId?: number; attachment?: NewAttachment },
): number {
  return db.transaction(() => {
    const now = nowDbDate();
    const values = COLUMNS.map((column) => input[column]);
    const id = Number(
      db
        .prepare(
          `INSERT INTO problems (${COLUMNS.join(', ')}, created_at, updated_at)
           VALUES (${COLUMNS.map(() => '?').join(', ')}, ?, ?)`,
        )
        .run(...values, now, now).lastInsertRowid,
    );
    const identifier = identifierFor(id, input.identifier);
    db.prepare('UPDATE problems SET identifier = ? WHERE id = ?').run(identifier, id);
    logProblemActivity(db, id, actor, `created the problem ${bold(identifier)}`);

    linkAssets(db, id, input.asset_ids, actor);
    if (options.ticketId !== undefined) {
      db.prepare('INSERT INTO problem_tickets (problem_id, ticket_id) VALUES (?, ?)').run(id, options.ticketId);
      logProblemActivity(db, id, actor, `attached the ticket ${bold(labelOf(db, 'tickets', options.ticketId) ?? '')}`);
    }
    if (options.attachment) {
      insertAttachment(db, { type: PROBLEM_OWNER_TYPE, id }, options.attachment);
      logProblemActivity(db, id, actor, `added the attachment ${bold(options.attachment.name)}`);
    }
    return id;
  })();
}

/**
 * Saves the whole form over the problem (absent optional fields clear them; asset_ids is the
 * full set) and logs one entry per changed field. Returns the storage paths of removed files,
 * or undefined when there is no such problem.
 */
export function updateProblem(
  db: Db,
  id: number,
  input: ProblemInput,
  actor: Actor,
  attachment: AttachmentChange,
): string[] | undefined {
  return db.transaction(() => {
    const before = db.prepare(`SELECT ${COLUMNS.join(', ')} FROM problems WHERE id = ?`).get(id) as
      Record<(typeof COLUMNS)[number], string | number | null> | undefined;
    if (!before) return undefined;
    const after = { ...input, identifier: identifierFor(id, input.identifier) };

    db.prepare(`UPDATE problems SET ${COLUMNS.map((c) => `${c} = ?`).join(', ')}, updated_at = ? WHERE id = ?`).run(
      ...COLUMNS.map((column) => after[column]),
      nowDbDate(),
      id,
    );

    const changes = describeFieldChanges(db, before, after, REFERENCES);
    logProblemActivity(db, id, actor, ...changes);

    syncAssets(db, id, after.asset_ids, actor);
    return replaceAttachment(db, id, attachment, actor);
  })();
}

function linkAssets(db: Db, problemId: number, assetIds: readonly number[], actor: Actor): void {
  const link = db.prepare('INSERT OR IGNORE INTO problem_assets (problem_id, asset_id) VALUES (?, ?)');
  for (const assetId of assetIds) {
    if (link.run(problemId, assetId).changes > 0) {
      logProblemActivity(db, problemId, actor, `attached the asset ${bold(labelOf(db, 'assets', assetId) ?? '')}`);
    }
  }
}

function syncAssets(db: Db, problemId: number, assetIds: readonly number[], actor: Actor): void {
  const current = (
    db.prepare('SELECT asset_id FROM problem_assets WHERE problem_id = ?').all(problemId) as { asset_id: number }[]
  ).map((row) => row.asset_id);
  const unlink = db.prepare('DELETE FROM problem_assets WHERE problem_id = ? AND asset_id = ?');
  for (const assetId of current.filter((assetId) => !assetIds.includes(assetId))) {
    unlink.run(problemId, assetId);
    logProblemActivity(db, problemId, actor, `detached the asset ${bold(labelOf(db, 'assets', assetId) ?? '')}`);
  }
  linkAssets(db, problemId, assetIds, actor);
}

function replaceAttachment(db: Db, problemId: number, change: AttachmentChange, actor: Actor): string[] {
  if (!change.upload && !change.remove) return [];
  const owner = { type: PROBLEM_OWNER_TYPE, id: problemId };
  const current = findOwnedAttachment(db, owner);
  const removed = current ? deleteOwnedAttachments(db, owner) : [];
  if (current) logProblemActivity(db, problemId, actor, `removed the attachment ${bold(current.name)}`);
  if (change.upload) {
    insertAttachment(db, owner, change.upload);
    logProblemActivity(db, problemId, actor, `added the attachment ${bold(change.upload.name)}`);
  }
  return removed;
}
