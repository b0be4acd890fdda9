import type { Option } from '@/api/dependencies';
import type { NamedRef, ProblemPerson, ProblemRecord, ProblemSaveValues } from '@/api/problems';
import { serverFieldMap } from '@/ui/form/serverFieldMap';
import { EMPTY_PROBLEM, type ProblemFormValues } from './schema';

function option(ref: NamedRef | null | undefined): Option | null {
  if (!ref || ref.id === undefined || ref.id === null) return null;
  return { id: ref.id, name: ref.name ?? String(ref.id) };
}

function person(ref: ProblemPerson | null | undefined): Option | null {
  if (!ref || ref.id === undefined || ref.id === null) return null;
  const email = 'email' in ref ? ref.email : undefined;
  return { id: ref.id, name: ref.full_name || ref.name || email || String(ref.id) };
}

/** The form's values from a loaded problem. */
export function valuesFromRecord(record: ProblemRecord): ProblemFormValues {
  return {
    ...EMPTY_PROBLEM,
    subject: record.subject ?? '',
    identifier: record.identifier ?? '',
    description: record.description ?? '',
    requester: person(record.requester_id),
    department: option(record.department_id),
    impact: option(record.impact_id),
    status: option(record.status_type_id),
    priority: option(record.priority_id),
    location: option(record.location_id),
    assigned: person(record.assigned_id),
    assets: record.assets.map(option).filter((asset): asset is Option => asset !== null),
  };
}

export function toSaveValues(values: ProblemFormValues, id?: number): ProblemSaveValues {
  return {
    id,
    subject: values.subject.trim(),
    identifier: values.identifier.trim(),
    description: values.description,
    requester: values.requester,
    department: values.department,
    impact: values.impact,
    status: values.status,
    priority: values.priority,
    location: values.location,
    assigned: values.assigned,
    assets: values.assets,
    attachment: values.attachment,
    attachmentDelete: values.attachment_delete,
  };
}

/** The server's field names (Laravel's, 'asset_ids.0' included) mapped to the form's. */
const SERVER_FIELDS: Record<string, keyof ProblemFormValues> = {
  subject: 'subject',
  identifier: 'identifier',
  description: 'description',
  requester_id: 'requester',
  department_id: 'department',
  impact_id: 'impact',
  status_type_id: 'status',
  priority_id: 'priority',
  location_id: 'location',
  assigned_id: 'assigned',
  asset_ids: 'assets',
  attachment: 'attachment',
  attachment_delete: 'attachment',
};

export const problemServerFields = serverFieldMap<keyof ProblemFormValues>(SERVER_FIELDS);

export const {
  fieldOf: formFieldOf,
  fieldErrors: fieldErrorsFromServer,
  unplacedMessages: unplacedServerMessages,
} = problemServerFields;
