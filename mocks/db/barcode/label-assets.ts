import type { Db } from '../types';

export interface LabelAsset {
  id: number;
  name: string;
  identifier: string;
}

/** The assets to label, in the order asked; `missing` holds the positions of ids that name none. */
export function findLabelAssets(db: Db, ids: readonly number[]): { assets: LabelAsset[]; missing: number[] } {
  const read = db.prepare('SELECT id, name, identifier FROM assets WHERE id = ?');
  const assets: LabelAsset[] = [];
  const missing: number[] = [];
  ids.forEach((id, index) => {
    const asset = read.get(id) as LabelAsset | undefined;
    if (asset) assets.push(asset);
    else missing.push(index);
  });
  return { assets, missing };
}
