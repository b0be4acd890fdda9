import {
  ASSET_STATUS_SORT_FIELDS,
  assetStatusUsage,
  findAssetStatus,
  listAssetStatuses,
  saveAssetStatus,
  type AssetStatus,
  type AssetStatusInput,
  type AssetStatusSortField,
} from '../../db/asset-statuses/asset-statuses';
import { checkMaxLength, readRequiredText } from '../../http/form-fields';
import type { Routes } from '../deps';
import { readUniqueText, referenceRecordRoutes, type ReferenceRecord } from '../records/reference-record';

/** "The name should be less than 50 characters." */
const NAME_MAX = 50;
const DESCRIPTION_MAX = 1000;

const ASSET_STATUSES: ReferenceRecord<AssetStatus, AssetStatusInput, AssetStatusSortField> = {
  noun: 'asset status',
  table: 'asset_statuses',
  listPath: 'asset-status-list',
  listKey: 'data',
  recordPath: 'asset-status',
  recordKey: 'asset_status',
  sorts: { fields: ASSET_STATUS_SORT_FIELDS, default: 'id' },
  list: listAssetStatuses,
  find: findAssetStatus,
  readInput(db, fields, validator, id) {
    const name = readUniqueText(db, fields, validator, {
      table: 'asset_statuses',
      name: 'name',
      label: 'name',
      max: NAME_MAX,
      exceptId: id,
    });
    const description = readRequiredText(fields, 'description', 'description', validator) ?? '';
    checkMaxLength(description, 'description', 'description', DESCRIPTION_MAX, validator);
    return { name, description };
  },
  save: saveAssetStatus,
  usage: assetStatusUsage,
};

/** The asset statuses, kept by administrators: asset-status-list, asset-status/{id}, POST asset-status. */
export const assetStatusRoutes: Routes = (app, { db }) => referenceRecordRoutes(app, db, ASSET_STATUSES);
