import type { AxiosInstance } from 'axios';
import { fetchDependency } from '../dependencies/calls';
import type { Option } from '../dependencies/types';
import { multipartBody } from '../multipartBody';
import { readMessage } from '../responses';

/** The records the contract form can create inline, by the lookup that then finds them. */
export type InlineRecordKind = 'vendors' | 'contract_types';

export interface InlineVendorValues {
  name: string;
  email: string;
  primary_contact: string;
  address: string;
  description: string;
}

/** POST vendor (an active one) or POST contract-type, multipart; answers the server's message. */
export async function createInlineRecord(
  http: AxiosInstance,
  kind: InlineRecordKind,
  values: InlineVendorValues | { name: string },
): Promise<string> {
  const path = kind === 'vendors' ? '/service-desk/api/vendor' : '/service-desk/api/contract-type';
  const fields = kind === 'vendors' ? { ...values, status_id: '1' } : { name: values.name };
  return readMessage((await http.post(path, multipartBody(fields))).data);
}

/** The record just created, found by its name through dependency/{kind}?search-query=; null when absent. */
export async function findCreatedRecord(
  http: AxiosInstance,
  kind: InlineRecordKind,
  name: string,
): Promise<Option | null> {
  const options = await fetchDependency(http, kind, { search: name });
  return options.find((option) => option.name === name) ?? null;
}
