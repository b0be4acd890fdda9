/** The contract statuses in id order: a contract with an approver is a Draft (id 1) until decided. */
export const CONTRACT_STATUSES = ['Draft', 'Approved', 'Rejected', 'Active', 'Expired', 'Terminated'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** A status's id: its place in CONTRACT_STATUSES, as seeded. */
export function statusId(status: ContractStatus): number {
  return CONTRACT_STATUSES.indexOf(status) + 1;
}

export const CONTRACT_RENEWAL_STATUSES = ['Not renewed', 'Extended', 'Renewed'] as const;
export type ContractRenewalStatus = (typeof CONTRACT_RENEWAL_STATUSES)[number];

export function renewalStatusId(status: ContractRenewalStatus): number {
  return CONTRACT_RENEWAL_STATUSES.indexOf(status) + 1;
}
