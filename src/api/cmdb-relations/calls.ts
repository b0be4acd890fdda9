import type { AxiosInstance } from 'axios';
import type { SavedRecord } from '../responses';
import { saveReferenceRecord, serviceDeskRecordApi } from '../referenceRecords';
import type { CmdbRelationSaveValues } from './types';

export const CMDB_RELATION_API = serviceDeskRecordApi('cmdb', 'cmdbs', 'cmdb');

/** POST /service-desk/api/cmdb (multipart: id when editing, forward and inverse relation names, description). */
export function saveCmdbRelation(
  http: AxiosInstance,
  values: CmdbRelationSaveValues,
  id?: number,
): Promise<SavedRecord> {
  return saveReferenceRecord(
    http,
    CMDB_RELATION_API,
    {
      forward_relation_name: values.forward_relation_name,
      inverse_relation_name: values.inverse_relation_name,
      description: values.description,
    },
    id,
  );
}
