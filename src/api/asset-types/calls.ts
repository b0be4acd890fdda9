import type { AxiosInstance } from 'axios';
import { idOrEmpty, type SavedRecord } from '../responses';
import { saveReferenceRecord, serviceDeskRecordApi } from '../referenceRecords';
import type { AssetTypeSaveValues } from './types';

export const ASSET_TYPE_API = serviceDeskRecordApi('asset-type', 'asset_types', 'asset_type');

/** POST /service-desk/api/asset-type (multipart: id when editing, name, parent_id, is_default). */
export function saveAssetType(http: AxiosInstance, values: AssetTypeSaveValues, id?: number): Promise<SavedRecord> {
  return saveReferenceRecord(
    http,
    ASSET_TYPE_API,
    { name: values.name, parent_id: idOrEmpty(values.parent), is_default: values.isDefault ? '1' : '0' },
    id,
  );
}
