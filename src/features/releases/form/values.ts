import type { ReleaseRecord, ReleaseSaveValues } from '@/api/releases';
import { RECORD_SERVER_FIELDS, recordSaveValues } from '@/records/recordSchema';
import { optionOf, optionsOf, textValuesOf } from '@/records/recordValues';
import { serverFieldMap } from '@/ui/form/serverFieldMap';
import { EMPTY_RELEASE, type ReleaseFormValues } from './schema';

/** A stored 'YYYY-MM-DD HH:mm:ss' as a date-time input's value; '' for none or a zero date. */
export function inputDateTime(value: string | null | undefined): string {
  const match = /^(\d{4}-\d{2}-\d{2})[ T+](\d{2}:\d{2})/.exec(value ?? '');
  return match && !match[1].startsWith('0000') ? `${match[1]}T${match[2]}` : '';
}

/** The form's values from a loaded release. */
export function valuesFromRecord(record: ReleaseRecord): ReleaseFormValues {
  return {
    ...EMPTY_RELEASE,
    ...textValuesOf(record),
    status: optionOf(record.status),
    priority: optionOf(record.priority),
    releaseType: optionOf(record.release_type),
    location: optionOf(record.location),
    plannedStart: inputDateTime(record.planned_start_date),
    plannedEnd: inputDateTime(record.planned_end_date),
    assets: optionsOf(record.attach_assets),
  };
}

export function toSaveValues(values: ReleaseFormValues, id?: number): ReleaseSaveValues {
  return recordSaveValues(values, id);
}

/** The server's field names mapped to the form's. */
export const releaseServerFields = serverFieldMap<keyof ReleaseFormValues>({
  ...RECORD_SERVER_FIELDS,
  status_id: 'status',
  priority_id: 'priority',
  release_type_id: 'releaseType',
  location_id: 'location',
  planned_start_date: 'plannedStart',
  planned_end_date: 'plannedEnd',
});
