import type { Db } from '../types';

/** Adds the assets to the ticket; returns how many were new. */
export function attachTicketAssets(db: Db, ticketId: number, assetIds: readonly number[]): number {
  return db.transaction(() => {
    const link = db.prepare('INSERT OR IGNORE INTO ticket_assets (ticket_id, asset_id) VALUES (?, ?)');
    return assetIds.reduce((added, assetId) => added + link.run(ticketId, assetId).changes, 0);
  })();
}

/** Removes one asset from the ticket; false when it was not attached. */
export function detachTicketAsset(db: Db, ticketId: number, assetId: number): boolean {
  return (
    db.prepare('DELETE FROM ticket_assets WHERE ticket_id = ? AND asset_id = ?').run(ticketId, assetId).changes > 0
  );
}

/** The problem a ticket belongs to (one at most). */
export function problemOfTicket(db: Db, ticketId: number): number | undefined {
  const row = db.prepare('SELECT problem_id FROM problem_tickets WHERE ticket_id = ?').get(ticketId) as
    { problem_id: number } | undefined;
  return row?.problem_id;
}
