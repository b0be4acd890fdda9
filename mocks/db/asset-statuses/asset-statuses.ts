import { columnSorts } from '../list-query';
import { NAMED_RECORD_SORT_FIELDS } from '../records/named-record';
import { textRecordStore } from '../records/text-record';
import type { AssetStatus } from '@/api/asset-statuses/types';

/** The statuses an asset is in (In Use, In Stock ...), searched by name, which their list shows. */
export const ASSET_STATUS_STORE = textRecordStore({
  table: 'asset_statuses',
  noun: 'asset status',
  texts: ['name', 'description'],
  shown: ['name'],
  sorts: columnSorts('t', NAMED_RECORD_SORT_FIELDS),
  usages: [{ table: 'assets', column: 'status_id', singular: 'asset', plural: 'assets' }],
});

export type { AssetStatus };
