/**
 * What the ticket-side slots add: the commercial terms of a contract (cost and dates), kept
 * beside the shared contracts table, which holds only the id and name.
 */
export const ticketSlotTables = `
CREATE TABLE contract_terms (
  contract_id INTEGER PRIMARY KEY REFERENCES contracts (id) ON DELETE CASCADE,
  cost REAL NOT NULL,
  contract_start_date TEXT NOT NULL,
  contract_end_date TEXT NOT NULL
);
`;
