import type { AxiosInstance } from 'axios';
import type { SavedRecord } from '../responses';
import { saveReferenceRecord, type ReferenceRecordApi } from '../referenceRecords';
import type { AssetStatusSaveValues } from './types';

const API = '/service-desk/api';

export const ASSET_STATUS_API: ReferenceRecordApi = {
  listPath: `${API}/asset-status-list`,
  listKey: 'data',
  recordPath: `${API}/asset-status`,
  recordKey: 'asset_status',
};

/** POST /service-desk/api/asset-status (multipart: id when editing, name, description). */
export function saveAssetStatus(http: AxiosInstance, values: AssetStatusSaveValues, id?: number): Promise<SavedRecord> {
  return saveReferenceRecord(http, ASSET_STATUS_API, { name: values.name, description: values.description }, id);
}
