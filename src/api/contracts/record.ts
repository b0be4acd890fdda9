import type { AxiosInstance } from 'axios';
import { unreadableAnswer } from '../errors';
import { attachmentDeleteField, multipartBody } from '../multipartBody';
import { dataOf, readMessage, readSavedId, requireObject, type SavedRecord } from '../responses';
import type { Option } from '../dependencies/types';
import type { ContractRecord, ContractSaveValues } from './types';
import { getDataList } from '../getDataList';

const API = '/service-desk/api';

const listOr = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** GET contract/{id}?time=: the contract at data.contract (time defeats a browser cache). */
export async function fetchContract(http: AxiosInstance, id: number, signal?: AbortSignal): Promise<ContractRecord> {
  const response = await http.get(`${API}/contract/${id}`, { params: { time: Date.now() }, signal });
  const contract = requireObject(dataOf(response.data).contract) as unknown as ContractRecord;
  if (typeof contract.name !== 'string') throw unreadableAnswer();
  return {
    ...contract,
    user: listOr(contract.user),
    organization: listOr(contract.organization),
    notify_to: listOr(contract.notify_to),
    attachment: listOr(contract.attachment),
    attach_assets: listOr(contract.attach_assets),
  };
}

/** Each item under `name[index]`, as the contract calls number their lists. */
function indexed(name: string, items: Array<Option | string>): Record<string, string> {
  return Object.fromEntries(
    items.map((item, index) => [`${name}[${index}]`, typeof item === 'string' ? item : String(item.id)]),
  );
}

/** The multipart body of POST contract (licensce_count spelt as the server reads it). */
export function contractFormData(values: ContractSaveValues): FormData {
  return multipartBody({
    id: values.id?.toString(),
    name: values.name,
    cost: values.cost,
    license_type_id: values.licenseType,
    licensce_count: values.licenseCount,
    description: values.description,
    contract_type_id: values.contractType,
    approver_id: values.approver,
    vendor_id: values.vendor,
    contract_start_date: values.startDate,
    contract_end_date: values.endDate,
    notify_before: values.notifyBefore,
    identifier: values.identifier,
    ...indexed('notify_agent_ids', values.notifyAgents),
    ...indexed('email_ids', values.emails),
    ...(values.assets.length > 0 ? indexed('asset_ids', values.assets) : { asset_ids: '' }),
    status_id: values.status,
    ...indexed('user_ids', values.users),
    ...indexed('organization_ids', values.organizations),
    attachment: values.attachment ?? undefined,
    attachment_delete: attachmentDeleteField(values),
  });
}

/** Creates (no id) or updates (with id) a contract. */
export async function saveContract(http: AxiosInstance, values: ContractSaveValues): Promise<SavedRecord> {
  const response = await http.post(`${API}/contract`, contractFormData(values));
  return { message: readMessage(response.data), id: values.id ?? readSavedId(response.data) };
}

/** GET user-organization/{userId}: the user's organizations at data.data. */
export function fetchUserOrganizations(http: AxiosInstance, userId: number, signal?: AbortSignal): Promise<Option[]> {
  return getDataList<Option>(http, `${API}/user-organization/${userId}`, 'data', signal);
}
