import { labelOf, type LabelledTable } from '../labels';
import { bold, logActivity, type Actor } from '../records/activity-log';
import { assetsOf, linkRecords, unlinkRecord } from '../records/associations';
import { touchRecord } from '../records/owners';
import type { Db } from '../types';

/**
 * The records an asset is attached to from its own page, by the type attach-asset-services and
 * detach-asset-services name them with: how the asset's log names one, and whether the record
 * keeps an activity log of its own (the host keeps the tickets').
 */
export const ASSET_SERVICES = {
  tickets: { noun: 'ticket', table: 'tickets', logged: false },
  sd_problem: { noun: 'problem', table: 'problems', logged: true },
  sd_changes: { noun: 'change', table: 'changes', logged: true },
  sd_releases: { noun: 'release', table: 'releases', logged: true },
  sd_contracts: { noun: 'contract', table: 'contracts', logged: true },
} as const satisfies Record<string, { noun: string; table: LabelledTable; logged: boolean }>;

export type AssetServiceType = keyof typeof ASSET_SERVICES;
export const ASSET_SERVICE_TYPES = Object.keys(ASSET_SERVICES) as AssetServiceType[];

type Verb = 'attached' | 'detached';

/** Both sides say what changed: the asset's log names the record, the record's log the asset. */
function logBothSides(db: Db, assetId: number, type: AssetServiceType, ids: number[], verb: Verb, actor: Actor): void {
  const service = ASSET_SERVICES[type];
  const assetName = bold(labelOf(db, 'assets', assetId) ?? '');
  for (const id of ids) {
    const label = bold(labelOf(db, service.table, id) ?? '');
    logActivity(db, 'sd_assets', assetId, actor, `${verb} the ${service.noun} ${label}`);
    if (service.logged) logActivity(db, type, id, actor, `${verb} the asset ${assetName}`);
    touchRecord(db, type, id);
  }
  if (ids.length > 0) touchRecord(db, 'sd_assets', assetId);
}

/** Attaches the asset to each record not holding it yet; returns how many were new. */
export function attachAssetTo(
  db: Db,
  assetId: number,
  type: AssetServiceType,
  ids: readonly number[],
  actor: Actor,
): number {
  const link = assetsOf(type);
  return db.transaction(() => {
    const added = ids.filter((id) => linkRecords(db, link, id, [assetId]).length > 0);
    logBothSides(db, assetId, type, added, 'attached', actor);
    return added.length;
  })();
}

/** The records among `ids` the asset is not attached to. */
export function notHolding(db: Db, assetId: number, type: AssetServiceType, ids: readonly number[]): number[] {
  const link = assetsOf(type);
  const holds = db.prepare(`SELECT 1 FROM ${link.table} WHERE ${link.ownerColumn} = ? AND asset_id = ?`);
  return ids.filter((id) => holds.get(id, assetId) === undefined);
}

/** Detaches the asset from each record (all of them hold it: see notHolding). */
export function detachAssetFrom(
  db: Db,
  assetId: number,
  type: AssetServiceType,
  ids: readonly number[],
  actor: Actor,
): void {
  const link = assetsOf(type);
  db.transaction(() => {
    const removed = ids.filter((id) => unlinkRecord(db, link, id, assetId));
    logBothSides(db, assetId, type, removed, 'detached', actor);
  })();
}
