import {
  ASSET_TYPE_SORT_FIELDS,
  assetTypeUsage,
  findAssetType,
  listAssetTypes,
  saveAssetType,
  wouldBeOwnAncestor,
  type AssetType,
  type AssetTypeInput,
  type AssetTypeSortField,
} from '../../db/asset-types/asset-types';
import { readFlag, readReference } from '../../http/form-fields';
import type { Routes } from '../deps';
import { readUniqueText, referenceRecordRoutes, type ReferenceRecord } from '../records/reference-record';

const NAME_MAX = 255;
export const OWN_ANCESTOR_MESSAGE = 'The parent cannot be the asset type itself or one of its sub types.';

const ASSET_TYPES: ReferenceRecord<AssetType, AssetTypeInput, AssetTypeSortField> = {
  noun: 'asset type',
  table: 'asset_types',
  listPath: 'asset-type-list',
  listKey: 'asset_types',
  recordPath: 'asset-type',
  recordKey: 'asset_type',
  sorts: { fields: ASSET_TYPE_SORT_FIELDS, default: 'id' },
  list: listAssetTypes,
  find: findAssetType,
  readInput(db, fields, validator, id) {
    const name = readUniqueText(db, fields, validator, {
      table: 'asset_types',
      name: 'name',
      label: 'name',
      max: NAME_MAX,
      exceptId: id,
    });
    const parentId = readReference(
      db,
      fields,
      'parent_id',
      'parent',
      { table: 'asset_types', required: false },
      validator,
    );
    if (id !== undefined && typeof parentId === 'number' && wouldBeOwnAncestor(db, id, parentId)) {
      validator.add('parent_id', OWN_ANCESTOR_MESSAGE);
    }
    return { name, parentId: parentId ?? null, isDefault: readFlag(fields, 'is_default') };
  },
  save: saveAssetType,
  usage: assetTypeUsage,
};

/** The asset types (a tree), kept by administrators: asset-type-list, asset-type/{id}, POST asset-type. */
export const assetTypeRoutes: Routes = (app, { db }) => referenceRecordRoutes(app, db, ASSET_TYPES);
