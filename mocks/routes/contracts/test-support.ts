import type { TestClient } from '../../testing/client';
import type { FormFields } from '../../testing/multipart';
import { ok, postForm } from '../../testing/requests';

export const api = '/service-desk/api';

/** A contract form every rule accepts: signed with vendor 1, a year from 2030. */
export function contractForm(overrides: FormFields = {}): FormFields {
  return {
    name: 'Printer fleet maintenance',
    description: '<p>Toner and repairs.</p>',
    cost: '1250.50',
    contract_type_id: 1,
    vendor_id: 1,
    status_id: 4,
    contract_start_date: '2030-01-01 00:00:00',
    contract_end_date: '2031-01-01 00:00:00',
    ...overrides,
  };
}

/** Creates a contract from the form (with `overrides`) and answers its id. */
export async function createContract(client: TestClient, overrides: FormFields = {}): Promise<number> {
  const body = ok<{ data: { id: number } }>(
    await postForm(client, `${api}/contract`, contractForm(overrides)),
    'create contract',
  );
  return body.data.id;
}

export interface ContractAnswer {
  id: number;
  name: string;
  status: { id: number; name: string } | null;
  approver: { id: number; name: string; email: string } | null;
  contract_start_date: string;
  contract_end_date: string;
  [field: string]: unknown;
}

export async function readContract(client: TestClient, id: number): Promise<ContractAnswer> {
  return ok<{ data: { contract: ContractAnswer } }>(await client.get(`${api}/contract/${id}?time=1`), 'contract').data
    .contract;
}

interface Mail {
  kind: string;
  to_email: string;
  body: string;
  owner_id: number | null;
  created_at: string;
}

/** The outbox's mails of a kind about a contract, oldest first. */
export async function mailsAbout(client: TestClient, kind: string, contractId: number): Promise<Mail[]> {
  const body = ok<{ data: { mails: Mail[] } }>(
    await client.get(`/shim/outbox?kind=${kind}&limit=100&sort-order=desc`),
    'outbox',
  );
  return body.data.mails.filter((mail) => mail.owner_id === contractId);
}

/** The hash of the newest approval link mailed for a contract. */
export async function approvalHash(client: TestClient, contractId: number): Promise<string> {
  const mails = await mailsAbout(client, 'contract_approval', contractId);
  const match = /contract-approval\/([0-9a-f]+)\//.exec(mails[mails.length - 1]?.body ?? '');
  if (!match) throw new Error(`No approval link was mailed for contract ${contractId}`);
  return match[1];
}
