import type { AxiosInstance } from 'axios';
import { keepPreviousData, mutationOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import { assetKeys } from '../assets/queries';
import type { ListQuery } from '../listParams';
import { contractOwner } from '../owners';
import type { Owner } from '../owners';
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
  all: ['contracts'] as const,
  attachedTo: (owner: Owner) => ['contracts', 'of', owner] as const,
  pageOf: (owner: Owner, archived: boolean, query: ListQuery) => ['contracts', 'of', owner, archived, query] as const,
  lists: () => ['contracts', 'list'] as const,
  list: (query: ListQuery, filters: ContractListFilters) => ['contracts', 'list', query, filters] as const,
  record: (id: number) => ['contracts', id] as const,
  detail: (id: number) => ['contracts', id, 'detail'] as const,
  forEdit: (id: number) => ['contracts', id, 'edit'] as const,
  actions: (id: number) => ['contracts', id, 'actions'] as const,
  threads: (id: number) => ['contracts', id, 'threads'] as const,
  userOrganizations: (userId: number) => ['contracts', 'user-organizations', userId] as const,
  approval: (hash: string, id: number) => ['contracts', 'approval', hash, id] as const,
};

export const contractQueries = {
  attachedTo: (http: AxiosInstance, owner: ContractOwner, query: ListQuery, { archived = false } = {}) =>
    queryOptions({
      queryKey: contractKeys.pageOf(owner, archived, query),
      queryFn: ({ signal }) => fetchContractsOf(http, owner, query, { archived }, signal),
      placeholderData: keepPreviousData,
    }),
  list: (http: AxiosInstance, query: ListQuery, filters: ContractListFilters) =>
    queryOptions({
      queryKey: contractKeys.list(query, filters),
      queryFn: ({ signal }) => fetchContractList(http, query, filters, signal),
      placeholderData: keepPreviousData,
    }),
  detail: (http: AxiosInstance, id: number) =>
    queryOptions({ queryKey: contractKeys.detail(id), queryFn: ({ signal }) => fetchContract(http, id, signal) }),
  /** The form always starts from the stored contract, never from a cached copy. */
  forEdit: (http: AxiosInstance, id: number) =>
    queryOptions({
      queryKey: contractKeys.forEdit(id),
      queryFn: ({ signal }) => fetchContract(http, id, signal),
      staleTime: 0,
      gcTime: 0,
    }),
  actions: (http: AxiosInstance, id: number) =>
    queryOptions({
      queryKey: contractKeys.actions(id),
      queryFn: ({ signal }) => fetchContractActions(http, id, signal),
      retry: false,
    }),
  threads: (http: AxiosInstance, id: number) =>
    queryOptions({
      queryKey: contractKeys.threads(id),
      queryFn: ({ signal }) => fetchContractThreads(http, id, signal),
    }),
  userOrganizations: (http: AxiosInstance, userId: number) =>
    queryOptions({
      queryKey: contractKeys.userOrganizations(userId),
      queryFn: ({ signal }) => fetchUserOrganizations(http, userId, signal),
      retry: false,
    }),
  approval: (http: AxiosInstance, hash: string, id: number) =>
    queryOptions({
      queryKey: contractKeys.approval(hash, id),
      queryFn: ({ signal }) => fetchApprovalContract(http, hash, id, signal),
      retry: false,
    }),
};

/** Reloads everything about a contract: its detail, flags, history, assets, and the lists. */
export function invalidateContract(client: QueryClient, id: number): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: assetKeys.attachedTo(contractOwner(id)) }),
    client.invalidateQueries({ queryKey: contractKeys.record(id) }),
    client.invalidateQueries({ queryKey: contractKeys.lists() }),
  ]);
}

/** A call on one contract that reloads the contract once it has answered. */
function contractChange<Input>(id: number, call: (input: Input) => Promise<string>) {
  return mutationOptions({
    mutationFn: call,
    onSettled: (_message, _error, _input, _result, { client }) => void invalidateContract(client, id),
  });
}

export const contractMutations = {
  remove: (http: AxiosInstance) =>
    mutationOptions({
      mutationFn: (id: number) => deleteContract(http, id),
      onSettled: (_message, _error, _id, _result, { client }) =>
        client.invalidateQueries({ queryKey: contractKeys.lists() }),
    }),
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
