import type { ChangeRecord, ChangeSaveValues } from '@/api/changes';
import { RECORD_SERVER_FIELDS, recordSaveValues } from '@/records/recordSchema';
import { optionOf, optionsOf, personOf, textValuesOf } from '@/records/recordValues';
import { serverFieldMap } from '@/ui/form/serverFieldMap';
import { EMPTY_CHANGE, type ChangeFormValues } from './schema';

/** The form's values from a loaded change. */
export function valuesFromRecord(record: ChangeRecord): ChangeFormValues {
  const location = record.location;
  return {
    ...EMPTY_CHANGE,
    ...textValuesOf(record),
    requester: personOf(record.requester),
    status: optionOf(record.status),
    change_type: optionOf(record.change_type),
    priority: optionOf(record.priority),
    impact: optionOf(record.impact_type),
    location: location ? { id: location.id, name: location.title ?? location.name ?? String(location.id) } : null,
    department: optionOf(record.department),
    team: optionOf(record.team),
    assets: optionsOf(record.assets),
  };
}

export function toSaveValues(values: ChangeFormValues, id?: number): ChangeSaveValues {
  return { ...recordSaveValues(values, id), changeType: values.change_type };
}

/** The server's field names (Laravel's, 'asset_ids.0' included) mapped to the form's. */
const SERVER_FIELDS: Record<string, keyof ChangeFormValues> = {
  ...RECORD_SERVER_FIELDS,
  requester_id: 'requester',
  status_id: 'status',
  change_type_id: 'change_type',
  priority_id: 'priority',
  impact_id: 'impact',
  location_id: 'location',
  department_id: 'department',
  team_id: 'team',
};

export const changeServerFields = serverFieldMap<keyof ChangeFormValues>(SERVER_FIELDS);

export const {
  fieldOf: formFieldOf,
  fieldErrors: fieldErrorsFromServer,
  unplacedMessages: unplacedServerMessages,
} = changeServerFields;
