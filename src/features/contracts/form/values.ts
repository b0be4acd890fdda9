import type { ContractRecord, ContractSaveValues } from '@/api/contracts';
import { optionOf, personOf } from '@/records/recordValues';
import { serverFieldMap } from '@/ui/form/serverFieldMap';
import { emailList, EMPTY_CONTRACT, type ContractFormValues } from './schema';

/** 'YYYY-MM-DD HH:mm:ss' (the server's) as a date input's 'YYYY-MM-DDTHH:mm'; '' when unreadable. */
export function inputDateOf(value: string | null | undefined): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(value ?? '');
  return match ? `${match[1]}T${match[2]}` : '';
}

/** A date input's 'YYYY-MM-DDTHH:mm' as the server takes it, 'YYYY-MM-DD HH:mm:ss'. */
export function serverDateOf(value: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2})?$/.exec(value);
  return match ? `${match[1]} ${match[2]}${match[3] ?? ':00'}` : '';
}

/** A number input's value (Formik holds a number once typed) as the text a form field sends. */
const textOf = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The form's values from a loaded contract. */
export function valuesFromRecord(record: ContractRecord): ContractFormValues {
  return {
    ...EMPTY_CONTRACT,
    name: record.name,
    identifier: record.identifier ?? '',
    description: record.description ?? '',
    status: optionOf(record.status as { id: number } | null),
    contractType: optionOf(record.contractType as { id: number } | null),
    cost: textOf(record.cost),
    approver: personOf(record.approver as { id: number } | null),
    licenseType: optionOf(record.licence as { id: number } | null),
    licenseCount: textOf(record.licensce_count),
    vendor: optionOf(record.vendor as { id: number } | null),
    user: personOf(record.user[0] as { id: number } | undefined),
    organizations: record.organization.flatMap((item) => optionOf(item as { id: number }) ?? []),
    startDate: inputDateOf(record.contract_start_date),
    endDate: inputDateOf(record.contract_end_date),
    notifyBefore: textOf(record.notify_before),
    notifyAgents: record.notify_to.flatMap((person) => (person.id ? (personOf(person as { id: number }) ?? []) : [])),
    emails: record.notify_to
      .filter((person) => !person.id && person.email)
      .map((person) => person.email)
      .join(', '),
    assets: record.attach_assets.map((asset) => ({ id: asset.id, name: asset.name })),
  };
}

export function toSaveValues(values: ContractFormValues, id?: number): ContractSaveValues {
  return {
    id,
    name: values.name.trim(),
    cost: values.cost,
    licenseType: values.licenseType,
    licenseCount: textOf(values.licenseCount),
    description: values.description,
    contractType: values.contractType,
    approver: values.approver,
    vendor: values.user ? null : values.vendor,
    startDate: serverDateOf(values.startDate),
    endDate: serverDateOf(values.endDate),
    notifyBefore: textOf(values.notifyBefore),
    identifier: values.identifier.trim(),
    notifyAgents: values.notifyAgents,
    emails: emailList(values.emails),
    assets: values.assets,
    status: values.status,
    users: values.user ? [values.user] : [],
    organizations: values.user ? values.organizations : [],
    attachment: values.attachment,
    attachmentDelete: values.attachment_delete,
  };
}

/** The server's field names mapped to the form's. */
export const contractServerFields = serverFieldMap<keyof ContractFormValues>({
  name: 'name',
  identifier: 'identifier',
  description: 'description',
  status_id: 'status',
  contract_type_id: 'contractType',
  cost: 'cost',
  approver_id: 'approver',
  license_type_id: 'licenseType',
  licensce_count: 'licenseCount',
  vendor_id: 'vendor',
  user_ids: 'user',
  organization_ids: 'organizations',
  contract_start_date: 'startDate',
  contract_end_date: 'endDate',
  notify_before: 'notifyBefore',
  notify_agent_ids: 'notifyAgents',
  email_ids: 'emails',
  asset_ids: 'assets',
  attachment: 'attachment',
  attachment_delete: 'attachment',
});
