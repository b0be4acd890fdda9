import type { Db } from '../types';

/** A contract row as the lifecycle reads it. */
export interface ContractRecord {
  id: number;
  name: string;
  status_id: number | null;
  approver_id: number | null;
  owner_id: number | null;
  cost: number | null;
  contract_start_date: string | null;
  contract_end_date: string | null;
  notify_before: number | null;
}

export function findContract(db: Db, id: number): ContractRecord | undefined {
  return db
    .prepare(
      `SELECT id, name, status_id, approver_id, owner_id, cost, contract_start_date, contract_end_date, notify_before
       FROM contracts WHERE id = ?`,
    )
    .get(id) as ContractRecord | undefined;
}
