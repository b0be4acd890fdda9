import type { AxiosInstance } from 'axios';
import { fetchActionFlags } from '../permissions/flags';
import { multipartBody } from '../multipartBody';
import { readMessage } from '../responses';
import {
  CONTRACT_ACTION_KEYS,
  type ContractActions,
  type ContractReminderValues,
  type ContractTermValues,
  type ContractThread,
} from './types';
import { getDataList } from '../getDataList';

const API = '/service-desk/api';

const messageOf = async (request: Promise<{ data: unknown }>) => readMessage((await request).data);

/** GET contract-action/{id}: the flags at data.actions; a missing flag is false. */
export function fetchContractActions(http: AxiosInstance, id: number, signal?: AbortSignal): Promise<ContractActions> {
  return fetchActionFlags(http, `${API}/contract-action/${id}`, CONTRACT_ACTION_KEYS, { signal });
}

/** GET contract-threads/{id}: the contract's terms, newest first as the server orders them. */
export function fetchContractThreads(http: AxiosInstance, id: number, signal?: AbortSignal): Promise<ContractThread[]> {
  return getDataList<ContractThread>(http, `${API}/contract-threads/${id}`, 'contract_threads', signal);
}

export const approveContract = (http: AxiosInstance, id: number, reason: string) =>
  messageOf(http.post(`${API}/contract-approve/${id}`, { purpose_of_approval: reason }));

export const rejectContract = (http: AxiosInstance, id: number, reason: string) =>
  messageOf(http.post(`${API}/contract-reject/${id}`, { purpose_of_rejection: reason }));

export const terminateContract = (http: AxiosInstance, id: number) =>
  messageOf(http.post(`${API}/contract-terminate/${id}`));

/** POST contract-extend/{id} or contract-renew/{id}, multipart. */
export const changeContractTerm = (
  http: AxiosInstance,
  id: number,
  kind: 'extend' | 'renew',
  values: ContractTermValues,
) =>
  messageOf(
    http.post(
      `${API}/contract-${kind}/${id}`,
      multipartBody({
        cost: values.cost,
        approver_id: values.approver,
        contract_start_date: values.startDate,
        contract_end_date: values.endDate,
      }),
    ),
  );

export function reminderFormData(values: ContractReminderValues): FormData {
  const data = multipartBody({ notify_before: values.notifyBefore });
  values.notifyAgents.forEach((agent, index) => data.append(`notify_agent_ids[${index}]`, String(agent.id)));
  values.emails.forEach((email, index) => data.append(`email_ids[${index}]`, email));
  return data;
}

export const setContractReminder = (http: AxiosInstance, id: number, values: ContractReminderValues) =>
  messageOf(http.post(`${API}/contract-expiry-reminder/${id}`, reminderFormData(values)));

export const attachContractAssets = (http: AxiosInstance, id: number, assetIds: number[]) =>
  messageOf(http.post(`${API}/contract-attach-asset`, { asset_ids: assetIds }, { params: { contract_id: id } }));

export const detachContractAsset = (http: AxiosInstance, id: number, assetId: number) =>
  messageOf(http.delete(`${API}/contract-detach-asset/${id}/${assetId}`));
