import type { ContractActions, ContractListRow, ContractRecord } from '@/api/contracts';
import { CONTRACT_ACTION_KEYS } from '@/api/contracts';
import { allowing } from './records';
import { serveGet, serveLookup } from './serve';

export const CONTRACT_ID = 21;
export const CONTRACT_LIST = '/service-desk/api/contract-list';
export const CONTRACT = `/service-desk/api/contract/${CONTRACT_ID}`;
export const CONTRACT_ACTIONS = `/service-desk/api/contract-action/${CONTRACT_ID}`;
export const CONTRACT_THREADS = `/service-desk/api/contract-threads/${CONTRACT_ID}`;
export const CONTRACT_LOG = `/service-desk/api/contract-log/${CONTRACT_ID}`;
export const APPROVAL_HASH = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
export const APPROVAL_DETAILS = `/service-desk/api/contract-details/${APPROVAL_HASH}/${CONTRACT_ID}`;
export const APPROVAL_SUBMIT = `/service-desk/api/contract-approval/${APPROVAL_HASH}/${CONTRACT_ID}`;

export function contractListRow(id: number, overrides: Partial<ContractListRow> = {}): ContractListRow {
  return {
    id,
    name: `Contract number ${id}`,
    identifier: `CNT-${id}`,
    cost: '1200.50',
    contract_start_date: '2026-01-01 00:00:00',
    contract_end_date: '2026-12-31 00:00:00',
    expiry: { title: 'Expires in 36 days', timestamp: '2026-12-31 00:00:00' },
    contract_status: { id: 2, name: 'Approved' },
    contract_renewal_status: { id: 1, name: 'Not renewed' },
    vendor: { id: 4, name: 'Acme Supplies' },
    contractType: { id: 3, name: 'Lease' },
    attach_organization: [{ id: 5, name: 'Acme Ltd' }],
    is_edit: true,
    is_delete: true,
    ...overrides,
  };
}

/** The list's answer: rows, total and the range filters' bounds. */
export function contractListAnswer(rows: ContractListRow[], total = rows.length) {
  return {
    data: {
      contracts: rows,
      total,
      minimum_cost: 100,
      maximum_cost: 5000,
      minimum_notify_before: 1,
      maximum_notify_before: 30,
    },
  };
}

export function contractRecord(overrides: Partial<ContractRecord> = {}): ContractRecord {
  return {
    id: CONTRACT_ID,
    name: 'Printer lease',
    cost: '1200.50',
    identifier: 'CNT-21',
    description: '<p>Three printers on lease.</p>',
    contractType: { id: 3, name: 'Lease' },
    vendor: { id: 4, name: 'Acme Supplies' },
    status: { id: 2, name: 'Approved' },
    licence: { id: 6, name: 'Per seat' },
    owner: { id: 1, full_name: 'Ada Admin' },
    approver: null,
    licensce_count: 3,
    user: [],
    organization: [],
    notify_before: 10,
    notify_to: [{ id: 7, full_name: 'Sam Agent' }, { email: 'finance@example.com' }],
    attachment: [{ id: 40, value: 'lease.pdf', size: 2048, type: 'pdf' }],
    contract_start_date: '2026-01-01 09:00:00',
    contract_end_date: '2026-12-31 17:00:00',
    attach_assets: [],
    ...overrides,
  };
}

export function contractActions(overrides: Partial<ContractActions> = {}): ContractActions {
  return { ...allowing(CONTRACT_ACTION_KEYS), ...overrides };
}

/** The lookups of the contract form and dialogs. */
export function serveContractLookups() {
  serveLookup('/service-desk/api/dependency/contract_types', [{ id: 3, name: 'Lease' }]);
  serveLookup('/service-desk/api/dependency/contract_statuses', [
    { id: 1, name: 'Draft' },
    { id: 2, name: 'Approved' },
  ]);
  serveLookup('/service-desk/api/dependency/license_types', [{ id: 6, name: 'Per seat' }]);
  serveLookup('/service-desk/api/dependency/vendors', [{ id: 4, name: 'Acme Supplies' }]);
  serveLookup('/api/dependency/agents', [{ id: 7, name: 'Sam Agent' }]);
  serveLookup('/api/dependency/users', [{ id: 3, name: 'Rita Requester' }]);
  serveLookup('/service-desk/api/dependency/assets', [{ id: 11, name: 'Laptop 11' }]);
}

/** The contract page's calls, answered well. */
export function serveContractView(record = contractRecord(), actions = contractActions()) {
  serveGet(CONTRACT, { data: { contract: record } });
  serveGet(CONTRACT_ACTIONS, { data: { actions } });
  serveGet(CONTRACT_THREADS, { data: { contract_threads: [] } });
  serveGet(CONTRACT_LOG, { data: { contract_activity_logs: { data: [], total: 0, per_page: 10 } } });
}
