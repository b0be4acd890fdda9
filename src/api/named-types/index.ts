import type { AxiosInstance } from 'axios';
import type { SavedRecord } from '../responses';
import { referenceRecordQueries, saveReferenceRecord, serviceDeskRecordApi } from '../referenceRecords';

/** A record that is only a name: a procurement mode, a contract type, a license type. */
export interface NamedType {
  id: number;
  name: string;
  created_at: string;
  updated_at: string;
}

/**
 * The calls of a named type under /service-desk/api: GET {path}-list (rows at data[listKey]),
 * GET and DELETE {path}/{id} (data[recordKey]), POST {path} (multipart: id when editing, name).
 */
export function namedTypeResource(root: string, path: string, listKey: string, recordKey: string) {
  const api = serviceDeskRecordApi(path, listKey, recordKey);
  return {
    api,
    ...referenceRecordQueries<NamedType, NamedType>(root, api),
    save: (http: AxiosInstance, name: string, id?: number): Promise<SavedRecord> =>
      saveReferenceRecord(http, api, { name }, id),
  };
}
