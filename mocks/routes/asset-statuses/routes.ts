import {
  assetStatusUsage,
  findAssetStatus,
  listAssetStatuses,
  saveAssetStatus,
  type AssetStatus,
  type AssetStatusInput,
} from '../../db/asset-statuses/asset-statuses';
import { NAMED_RECORD_SORT_FIELDS, type NamedRecordSortField } from '../../db/records/named-record';
import { checkMaxLength, readRequiredText } from '../../http/form-fields';
import type { Routes } from '../deps';
import { referenceRecordRoutes, type ReferenceRecord } from '../records/reference-record';

/** "The name should be less than 50 characters." */
const NAME_MAX = 50;
const DESCRIPTION_MAX = 1000;

const ASSET_STATUSES: ReferenceRecord<AssetStatus, AssetStatusInput, NamedRecordSortField> = {
  noun: 'asset status',
  table: 'asset_statuses',
  http: { path: 'asset-status', listKey: 'data', recordKey: 'asset_status' },
  sorts: { fields: NAMED_RECORD_SORT_FIELDS, default: 'id' },
  unique: { name: 'name', label: 'name', max: NAME_MAX },
  readInput(db, fields, validator, name) {
    const description = readRequiredText(fields, 'description', 'description', validator) ?? '';
    checkMaxLength(description, 'description', 'description', DESCRIPTION_MAX, validator);
    return { name, description };
  },
  store: { list: listAssetStatuses, find: findAssetStatus, save: saveAssetStatus, usage: assetStatusUsage },
};

/** The asset statuses, kept by administrators: asset-status-list, asset-status/{id}, POST asset-status. */
export const assetStatusRoutes: Routes = (app, { db }) => referenceRecordRoutes(app, db, ASSET_STATUSES);
