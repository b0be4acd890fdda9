import type { AxiosInstance } from 'axios';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ListQuery } from '../listParams';
import type { Owner } from '../owners';
import { fetchContractsOf, type ContractOwner } from './calls';

export const contractKeys = {
  all: ['contracts'] as const,
  attachedTo: (owner: Owner) => ['contracts', 'of', owner] as const,
  pageOf: (owner: Owner, archived: boolean, query: ListQuery) => ['contracts', 'of', owner, archived, query] as const,
};

export const contractQueries = {
  attachedTo: (http: AxiosInstance, owner: ContractOwner, query: ListQuery, { archived = false } = {}) =>
    queryOptions({
      queryKey: contractKeys.pageOf(owner, archived, query),
      queryFn: ({ signal }) => fetchContractsOf(http, owner, query, { archived }, signal),
      placeholderData: keepPreviousData,
    }),
};
