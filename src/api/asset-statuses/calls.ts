import type { AxiosInstance } from 'axios';
import type { SavedRecord } from '../responses';
import { saveReferenceRecord, serviceDeskRecordApi } from '../referenceRecords';
import type { AssetStatusSaveValues } from './types';

export const ASSET_STATUS_API = serviceDeskRecordApi('asset-status', 'data', 'asset_status');

/** POST /service-desk/api/asset-status (multipart: id when editing, name, description). */
export function saveAssetStatus(http: AxiosInstance, values: AssetStatusSaveValues, id?: number): Promise<SavedRecord> {
  return saveReferenceRecord(http, ASSET_STATUS_API, { name: values.name, description: values.description }, id);
}
