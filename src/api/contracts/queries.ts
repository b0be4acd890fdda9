import type { AxiosInstance } from 'axios';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { assetKeys } from '../assets/queries';
import type { ListQuery } from '../listParams';
import { contractOwner } from '../owners';
import type { Owner } from '../owners';
import { recordKeys } from '../query/keys';
import { invalidateEach, recordCalls, removal } from '../query/mutations';
import { pagedQuery, readQuery } from '../query/options';
import { recordQueries } from '../query/recordQueries';
import {
  approveContract,
  attachContractAssets,
  changeContractTerm,
  detachContractAsset,
  fetchContractActions,
  fetchContractThreads,
  rejectContract,
  setContractReminder,
  terminateContract,
} from './actions';
import { decideContractByLink, fetchApprovalContract } from './approval';
import { fetchContractsOf, type ContractOwner } from './calls';
import { deleteContract, fetchContractList } from './list';
import { fetchContract, fetchUserOrganizations } from './record';
import type { ApprovalAction, ContractListFilters, ContractReminderValues, ContractTermValues } from './types';

export const contractKeys = {
  ...recordKeys('contracts'),
  attachedTo: (owner: Owner) => ['contracts', 'of', owner] as const,
  pageOf: (owner: Owner, archived: boolean, query: ListQuery) => ['contracts', 'of', owner, archived, query] as const,
  list: (query: ListQuery, filters: ContractListFilters) => ['contracts', 'list', query, filters] as const,
  threads: (id: number) => ['contracts', id, 'threads'] as const,
  userOrganizations: (userId: number) => ['contracts', 'user-organizations', userId] as const,
  approval: (hash: string, id: number) => ['contracts', 'approval', hash, id] as const,
};

export const contractQueries = {
  attachedTo: (http: AxiosInstance, owner: ContractOwner, query: ListQuery, { archived = false } = {}) =>
    pagedQuery(contractKeys.pageOf(owner, archived, query), (signal) =>
      fetchContractsOf(http, owner, query, { archived }, signal),
    ),
  list: (http: AxiosInstance, query: ListQuery, filters: ContractListFilters) =>
    pagedQuery(contractKeys.list(query, filters), (signal) => fetchContractList(http, query, filters, signal)),
  ...recordQueries(contractKeys, { fetchRecord: fetchContract, fetchActions: fetchContractActions }, { retry: false }),
  threads: (http: AxiosInstance, id: number) =>
    readQuery(contractKeys.threads(id), (signal) => fetchContractThreads(http, id, signal)),
  userOrganizations: (http: AxiosInstance, userId: number) =>
    readQuery(contractKeys.userOrganizations(userId), (signal) => fetchUserOrganizations(http, userId, signal), {
      retry: false,
    }),
  approval: (http: AxiosInstance, hash: string, id: number) =>
    readQuery(contractKeys.approval(hash, id), (signal) => fetchApprovalContract(http, hash, id, signal), {
      retry: false,
    }),
};

/** Reloads everything about a contract: its detail, flags, history, assets, and the lists. */
export function invalidateContract(client: QueryClient, id: number): Promise<unknown> {
  return invalidateEach(client, [
    assetKeys.attachedTo(contractOwner(id)),
    contractKeys.record(id),
    contractKeys.lists(),
  ]);
}

/** A call on one contract that reloads the contract once it has answered. */
const contractChange = recordCalls(invalidateContract);

export const contractMutations = {
  remove: (http: AxiosInstance) => removal((id: number) => deleteContract(http, id), contractKeys.lists()),
  approve: (http: AxiosInstance, id: number) =>
    contractChange(id, (reason: string) => approveContract(http, id, reason)),
  reject: (http: AxiosInstance, id: number) => contractChange(id, (reason: string) => rejectContract(http, id, reason)),
  terminate: (http: AxiosInstance, id: number) => contractChange(id, () => terminateContract(http, id)),
  changeTerm: (http: AxiosInstance, id: number, kind: 'extend' | 'renew') =>
    contractChange(id, (values: ContractTermValues) => changeContractTerm(http, id, kind, values)),
  remind: (http: AxiosInstance, id: number) =>
    contractChange(id, (values: ContractReminderValues) => setContractReminder(http, id, values)),
  attachAssets: (http: AxiosInstance, id: number) =>
    contractChange(id, (assetIds: number[]) => attachContractAssets(http, id, assetIds)),
  detachAsset: (http: AxiosInstance, id: number) =>
    contractChange(id, (assetId: number) => detachContractAsset(http, id, assetId)),
  decideByLink: (http: AxiosInstance, hash: string, id: number) =>
    mutationOptions({
      mutationFn: ({ action, comment }: { action: ApprovalAction; comment: string }) =>
        decideContractByLink(http, hash, id, action, comment),
    }),
};
