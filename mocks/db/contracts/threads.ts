import { nowDbDate } from '../dates';
import { personJson, readJsonRows, type Ref } from '../sql-json';
import type { Db } from '../types';

/** One term of a contract's history. */
export interface ContractThread {
  id: number;
  type: 'original' | 'extend' | 'renew';
  cost: number | null;
  contract_start_date: string | null;
  contract_end_date: string | null;
  owner: Ref | null;
  approver: Ref | null;
  created_at: string;
  /** The term the contract runs on now: the newest. */
  current: boolean;
  expired: boolean;
}

/** The contract's terms, newest first: each extension and renewal, and the original term before them. */
export function listThreads(db: Db, contractId: number): ContractThread[] {
  const rows = readJsonRows<Omit<ContractThread, 'current' | 'expired'>>(
    db,
    `SELECT t.id, t.type, t.cost, t.contract_start_date, t.contract_end_date,
       ${personJson('o', ['name'], { nullable: true })} AS owner, ${personJson('a', ['name'], { nullable: true })} AS approver,
       t.created_at
     FROM contract_threads t LEFT JOIN users o ON o.id = t.owner_id LEFT JOIN users a ON a.id = t.approver_id
     WHERE t.contract_id = ? ORDER BY t.id DESC`,
    ['owner', 'approver'],
    contractId,
  );
  const now = nowDbDate();
  return rows.map((row, index) => ({
    ...row,
    current: index === 0,
    expired: row.contract_end_date !== null && row.contract_end_date < now,
  }));
}
