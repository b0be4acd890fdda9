import type { ProblemRecord, ProblemSaveValues } from '@/api/problems';
import { RECORD_SERVER_FIELDS, recordSaveValues } from '@/records/recordSchema';
import { optionOf, optionsOf, personOf, textValuesOf } from '@/records/recordValues';
import { serverFieldMap } from '@/ui/form/serverFieldMap';
import { EMPTY_PROBLEM, type ProblemFormValues } from './schema';

/** The form's values from a loaded problem. */
export function valuesFromRecord(record: ProblemRecord): ProblemFormValues {
  return {
    ...EMPTY_PROBLEM,
    ...textValuesOf(record),
    requester: personOf(record.requester_id),
    department: optionOf(record.department_id),
    impact: optionOf(record.impact_id),
    status: optionOf(record.status_type_id),
    priority: optionOf(record.priority_id),
    location: optionOf(record.location_id),
    assigned: personOf(record.assigned_id),
    assets: optionsOf(record.assets),
  };
}

export function toSaveValues(values: ProblemFormValues, id?: number): ProblemSaveValues {
  return recordSaveValues(values, id);
}

/** The server's field names (Laravel's, 'asset_ids.0' included) mapped to the form's. */
const SERVER_FIELDS: Record<string, keyof ProblemFormValues> = {
  ...RECORD_SERVER_FIELDS,
  requester_id: 'requester',
  department_id: 'department',
  impact_id: 'impact',
  status_type_id: 'status',
  priority_id: 'priority',
  location_id: 'location',
  assigned_id: 'assigned',
};

export const problemServerFields = serverFieldMap<keyof ProblemFormValues>(SERVER_FIELDS);

export const {
  fieldOf: formFieldOf,
  fieldErrors: fieldErrorsFromServer,
  unplacedMessages: unplacedServerMessages,
} = problemServerFields;
