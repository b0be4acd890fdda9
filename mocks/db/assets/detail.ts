import { listOwnedAttachments } from '../records/attachments';
import { readAssetCustomFieldGroups, type AssetCustomFieldGroups } from './custom-fields';
import { ASSET_REFERENCE_JOINS, PRODUCT_OF_ASSET } from './joins';
import { personJson, readJsonRow, refJson, type Ref } from '../sql-json';
import type { Db } from '../types';

/** A file of the asset: value is its name; the plugin draws the icon from the name, so icon_url is null. */
export interface AssetAttachment {
  id: number;
  value: string;
  size: number;
  type: string;
  icon_url: null;
}

interface Person {
  id: number;
  full_name: string;
  email: string;
}

/** An asset as its detail page shows it. */
export interface AssetDetail extends AssetCustomFieldGroups {
  id: number;
  name: string;
  identifier: string;
  created_at: string;
  updated_at: string;
  asset_type: Ref;
  asset_status: Ref;
  department: Ref | null;
  organization: Ref | null;
  location: Ref | null;
  managed_by: Person | null;
  used_by: Person | null;
  description: string;
  product: Ref | null;
  impact_type: Ref | null;
  assigned_on: string | null;
  attachments: AssetAttachment[];
}

const JSON_COLUMNS = [
  'asset_type',
  'asset_status',
  'department',
  'organization',
  'location',
  'managed_by',
  'used_by',
  'impact_type',
  'product',
];

export function findAssetDetail(db: Db, id: number): AssetDetail | undefined {
  const row = readJsonRow<Omit<AssetDetail, 'attachments' | keyof AssetCustomFieldGroups>>(
    db,
    `SELECT a.id, a.name, a.identifier, a.description, a.assigned_on, a.created_at, a.updated_at,
         ${refJson('i', { nullable: true })} AS impact_type, ${PRODUCT_OF_ASSET} AS product,
         ${refJson('at')} AS asset_type, ${refJson('s')} AS asset_status,
         ${refJson('d', { nullable: true })} AS department, ${refJson('o', { nullable: true })} AS organization,
         ${refJson('l', { label: 'title', nullable: true })} AS location,
         ${personJson('m', ['full_name', 'email'], { nullable: true })} AS managed_by,
         ${personJson('u', ['full_name', 'email'], { nullable: true })} AS used_by
       FROM assets a
       ${ASSET_REFERENCE_JOINS}
       WHERE a.id = ?`,
    JSON_COLUMNS,
    id,
  );
  if (!row) return undefined;
  return {
    ...row,
    attachments: listOwnedAttachments(db, { type: 'sd_assets', id }).map((file) => ({
      id: file.id,
      value: file.value,
      size: file.size,
      type: file.type,
      icon_url: null,
    })),
    ...readAssetCustomFieldGroups(db, id),
  };
}
