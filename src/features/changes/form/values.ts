import type { ChangePerson, ChangeRecord, ChangeRef, ChangeSaveValues } from '@/api/changes';
import type { Option } from '@/api/dependencies';
import { serverFieldMap } from '@/ui/form/serverFieldMap';
import { EMPTY_CHANGE, type ChangeFormValues } from './schema';

function option(ref: ChangeRef | null | undefined): Option | null {
  if (!ref || ref.id === undefined || ref.id === null) return null;
  return { id: ref.id, name: ref.name ?? String(ref.id) };
}

function person(ref: ChangePerson | null | undefined): Option | null {
  if (!ref || ref.id === undefined || ref.id === null) return null;
  return { id: ref.id, name: ref.full_name || ref.name || ref.email || String(ref.id) };
}

/** The form's values from a loaded change. */
export function valuesFromRecord(record: ChangeRecord): ChangeFormValues {
  const location = record.location;
  return {
    ...EMPTY_CHANGE,
    subject: record.subject ?? '',
    identifier: record.identifier ?? '',
    description: record.description ?? '',
    requester: person(record.requester),
    status: option(record.status),
    change_type: option(record.change_type),
    priority: option(record.priority),
    impact: option(record.impact_type),
    location: location ? { id: location.id, name: location.title ?? location.name ?? String(location.id) } : null,
    department: option(record.department),
    team: option(record.team),
    assets: record.assets.map(option).filter((asset): asset is Option => asset !== null),
  };
}

export function toSaveValues(values: ChangeFormValues, id?: number): ChangeSaveValues {
  return {
    id,
    subject: values.subject.trim(),
    identifier: values.identifier.trim(),
    description: values.description,
    requester: values.requester,
    status: values.status,
    changeType: values.change_type,
    priority: values.priority,
    impact: values.impact,
    location: values.location,
    department: values.department,
    team: values.team,
    assets: values.assets,
    attachment: values.attachment,
    attachmentDelete: values.attachment_delete,
  };
}

/** The server's field names (Laravel's, 'asset_ids.0' included) mapped to the form's. */
const SERVER_FIELDS: Record<string, keyof ChangeFormValues> = {
  subject: 'subject',
  identifier: 'identifier',
  description: 'description',
  requester_id: 'requester',
  status_id: 'status',
  change_type_id: 'change_type',
  priority_id: 'priority',
  impact_id: 'impact',
  location_id: 'location',
  department_id: 'department',
  team_id: 'team',
  asset_ids: 'assets',
  attachment: 'attachment',
  attachment_delete: 'attachment',
};

export const changeServerFields = serverFieldMap<keyof ChangeFormValues>(SERVER_FIELDS);

export const {
  fieldOf: formFieldOf,
  fieldErrors: fieldErrorsFromServer,
  unplacedMessages: unplacedServerMessages,
} = changeServerFields;
