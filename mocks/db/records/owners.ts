import { nowDbDate } from '../dates';
import type { Db } from '../types';

/**
 * The spec's owner types: what a record's shared parts (activity log, attachments, planning
 * entries, associations) are keyed by. `table` holds the records; `name` names their activity
 * log (`{name}_activity_logs`, column `{name}_id`) and their asset links (`{name}_assets`).
 * A new kind of record is one line here.
 */
export const OWNERS = {
  sd_problem: { table: 'problems', name: 'problem' },
  sd_changes: { table: 'changes', name: 'change' },
  sd_releases: { table: 'releases', name: 'release' },
  sd_contracts: { table: 'contracts', name: 'contract' },
  sd_assets: { table: 'assets', name: 'asset' },
  sd_products: { table: 'products', name: 'product' },
  tickets: { table: 'tickets', name: 'ticket' },
  sd_cab: { table: 'cabs', name: 'cab' },
} as const;

export type OwnerType = keyof typeof OWNERS;

/** Sets the record's updated_at (to `now`, by default the current moment). */
export function touchRecord(db: Db, owner: OwnerType, id: number, now = nowDbDate()): void {
  db.prepare(`UPDATE ${OWNERS[owner].table} SET updated_at = ? WHERE id = ?`).run(now, id);
}

/** What every record has: its id, texts and dates. */
export interface RecordBasics {
  id: number;
  subject: string;
  identifier: string;
  description: string;
  created_at: string;
  updated_at: string;
}
