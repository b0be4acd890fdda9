import type { AxiosInstance } from 'axios';
import { pagingParams, type ListQuery } from '../listParams';
import type { Owner } from '../owners';
import { readPage, type Page } from '../responses';
import type { ContractRow } from './types';

export type ContractOwner = Owner<'tickets' | 'users' | 'organizations'>;

/** The contracts of a ticket (archived: isArchive=1), a user or an organization, each at its own call. */
export async function fetchContractsOf(
  http: AxiosInstance,
  owner: ContractOwner,
  query: ListQuery,
  { archived = false }: { archived?: boolean } = {},
  signal?: AbortSignal,
): Promise<Page<ContractRow>> {
  const paging = pagingParams(query);
  if (owner.type === 'users') {
    const response = await http.get('/service-desk/api/contract-list', {
      params: { user_ids: [owner.id], ...paging },
      signal,
    });
    return readPage<ContractRow>(response.data, 'contracts');
  }
  const path =
    owner.type === 'tickets'
      ? `/service-desk/api/contract/ticket/${owner.id}`
      : `/service-desk/contract/organization/${owner.id}`;
  const params = owner.type === 'tickets' ? { isArchive: archived ? 1 : undefined, ...paging } : paging;
  const response = await http.get(path, { params, signal });
  return readPage<ContractRow>(response.data, 'data');
}
