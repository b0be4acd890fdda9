import type { SeedContext } from '../seeding/context';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Contract terms for every contract and a few assets on some tickets (from the eleventh on). Uses plain arithmetic
 * rather than the shared PRNG, so adding it leaves every other seeded record unchanged.
 */
export function seedTicketSlots(context: SeedContext): void {
  const { db } = context;
  const insertTerms = db.prepare(
    'INSERT INTO contract_terms (contract_id, cost, contract_start_date, contract_end_date) VALUES (?, ?, ?, ?)',
  );
  for (const id of context.ids('SELECT id FROM contracts ORDER BY id')) {
    const start = new Date(context.now.getTime() - (60 + id * 17) * DAY_MS);
    const end = new Date(start.getTime() + 365 * DAY_MS);
    insertTerms.run(id, 1200 + id * 350, context.dbDate(start), context.dbDate(end));
  }

  const assetIds = context.ids('SELECT id FROM assets ORDER BY id');
  const ticketIds = context.ids('SELECT id FROM tickets ORDER BY id LIMIT 20 OFFSET 10');
  const link = db.prepare('INSERT OR IGNORE INTO ticket_assets (ticket_id, asset_id) VALUES (?, ?)');
  if (assetIds.length === 0) return;
  ticketIds.forEach((ticketId, index) => {
    if (index % 3 === 2) return;
    for (let k = 0; k <= index % 2; k++) link.run(ticketId, assetIds[(index * 7 + k * 11) % assetIds.length]);
  });
}
