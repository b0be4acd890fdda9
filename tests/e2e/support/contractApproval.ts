import { readTestDb } from './testDb';

/** An unused approval link of a draft contract, read from the test database. */
export function draftContractLink(): { hash: string; id: number } {
  return readTestDb((db) => {
    const link = db
      .prepare(
        `SELECT l.hash, l.contract_id AS id FROM contract_approval_links l
         JOIN contracts c ON c.id = l.contract_id
         JOIN contract_statuses s ON s.id = c.status_id
         WHERE l.used_at IS NULL AND s.name = 'Draft' ORDER BY l.contract_id LIMIT 1`,
      )
      .get() as { hash: string; id: number } | undefined;
    if (!link) throw new Error('The seeded database has no draft contract with an approval link.');
    return link;
  });
}
