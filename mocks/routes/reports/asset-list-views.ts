import { assetColumnList } from '../../db/reports/columns';
import { COUNT_DIMENSIONS, countAssets } from '../../db/reports/counts';
import type { Db } from '../../db/types';
import { readFlag } from '../../http/form-fields';
import { readChoice, readInteger, readRequestQuery, type RawQuery } from '../../http/query';
import { readAssetListQuery } from '../assets/list-input';
import { requireReport } from './lookup';

/**
 * The report views of GET asset-list, when asked by a flag: `count=true` counts the assets its
 * filters match per `count_by` (asset_type by default) → data.assets [{ name, count }];
 * `column=true` lists the asset columns (with `filter_id`, shown as that report chose) →
 * data.asset_columns. Undefined for a plain page of the list.
 */
export function assetListView(db: Db, rawQuery: unknown): object | undefined {
  return readRequestQuery(rawQuery, (raw: RawQuery, validator) => {
    if (readFlag(raw, 'count')) {
      const query = readAssetListQuery(db, raw, validator);
      const dimension = readChoice(raw, 'count_by', COUNT_DIMENSIONS, validator) ?? 'asset_type';
      if (validator.hasErrors()) return {};
      return { data: { assets: countAssets(db, query, dimension) } };
    }
    if (readFlag(raw, 'column')) {
      const filterId = readInteger(raw, 'filter_id', validator, { min: 1 });
      if (filterId === undefined) return { data: { asset_columns: assetColumnList([]) } };
      const report = requireReport(db, filterId);
      return { data: { asset_columns: assetColumnList(report.report_column_keys) } };
    }
    return undefined;
  });
}
