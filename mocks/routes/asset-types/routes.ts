import {
  assetTypeUsage,
  findAssetType,
  listAssetTypes,
  saveAssetType,
  wouldBeOwnAncestor,
  type AssetType,
  type AssetTypeInput,
} from '../../db/asset-types/asset-types';
import { NAMED_RECORD_SORT_FIELDS, type NamedRecordSortField } from '../../db/records/named-record';
import { readFlag, readReference } from '../../http/form-fields';
import type { Routes } from '../deps';
import { referenceRoutes, type ReferenceRecord } from '../records/reference-record';

const NAME_MAX = 255;
export const OWN_ANCESTOR_MESSAGE = 'The parent cannot be the asset type itself or one of its sub types.';

const ASSET_TYPES: ReferenceRecord<AssetType, AssetTypeInput, NamedRecordSortField> = {
  noun: 'asset type',
  table: 'asset_types',
  http: { path: 'asset-type', listKey: 'asset_types', recordKey: 'asset_type' },
  sorts: { fields: NAMED_RECORD_SORT_FIELDS, default: 'id' },
  unique: { name: 'name', label: 'name', max: NAME_MAX },
  readInput(db, fields, validator, name, id) {
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
  store: { list: listAssetTypes, find: findAssetType, save: saveAssetType, usage: assetTypeUsage },
};

/** The asset types (a tree), kept by administrators: asset-type-list, asset-type/{id}, POST asset-type. */
export const assetTypeRoutes: Routes = referenceRoutes(ASSET_TYPES);
