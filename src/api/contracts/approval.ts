import type { AxiosInstance } from 'axios';
import { dataOf, readMessage, requireObject } from '../responses';
import type { ApprovalAction, ApprovalContract } from './types';

const API = '/service-desk/api';
const linkPath = (hash: string, id: number) => `${encodeURIComponent(hash)}/${id}`;

/** GET contract-details/{hash}/{id}: the contract an approval link is for, at data.contract. */
export async function fetchApprovalContract(
  http: AxiosInstance,
  hash: string,
  id: number,
  signal?: AbortSignal,
): Promise<ApprovalContract> {
  const response = await http.get(`${API}/contract-details/${linkPath(hash, id)}`, { signal });
  return requireObject(dataOf(response.data).contract) as unknown as ApprovalContract;
}

/** POST contract-approval/{hash}/{id}: actionType and the comment under the action's own name. */
export async function decideContractByLink(
  http: AxiosInstance,
  hash: string,
  id: number,
  action: ApprovalAction,
  comment: string,
): Promise<string> {
  const reasonField = action === 'approve' ? 'purpose_of_approval' : 'purpose_of_rejection';
  const response = await http.post(`${API}/contract-approval/${linkPath(hash, id)}`, {
    actionType: action,
    [reasonField]: comment,
  });
  return readMessage(response.data);
}
