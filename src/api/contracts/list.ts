import type { AxiosInstance } from 'axios';
import { pagingParams, type ListQuery } from '../listParams';
import { serializeParams } from '../params';
import { readMessage, readPage } from '../responses';
import type { ContractListFilters, ContractListPage, ContractListRow } from './types';

const numberOr = (value: unknown, fallback: number) => {
  const number = Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isFinite(number) ? number : fallback;
};

/** GET contract-list: the rows at data.contracts, data.total, and the cost and notify-before bounds. */
export async function fetchContractList(
  http: AxiosInstance,
  query: ListQuery,
  filters: ContractListFilters = {},
  signal?: AbortSignal,
): Promise<ContractListPage> {
  const response = await http.get('/service-desk/api/contract-list', {
    params: { ...pagingParams(query), ...filters },
    signal,
  });
  const { rows, total } = readPage<ContractListRow>(response.data, 'contracts');
  const data = (response.data as { data: Record<string, unknown> }).data;
  const bound = (key: string) => numberOr(data[key] ?? (response.data as Record<string, unknown>)[key], 0);
  return {
    rows,
    total,
    bounds: {
      minimumCost: bound('minimum_cost'),
      maximumCost: bound('maximum_cost'),
      minimumNotifyBefore: bound('minimum_notify_before'),
      maximumNotifyBefore: bound('maximum_notify_before'),
    },
  };
}

export async function deleteContract(http: AxiosInstance, id: number): Promise<string> {
  return readMessage((await http.delete(`/service-desk/api/contract/${id}`)).data);
}

/** The export of the filtered list: a download the browser opens (not under /api). */
export function contractExportPath(filters: ContractListFilters): string {
  const query = serializeParams(filters);
  return `/service-desk/contract/export${query ? `?${query}` : ''}`;
}
