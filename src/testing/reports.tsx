import type { AssetColumn, AssetCount, Report } from '@/api/reports';
import { ASSET_LIST, assetListRow, serveAssetListSupport } from './assetList';
import { serveGet, type Query } from './serve';

export const REPORTS = '/service-desk/api/reports';

export const REPORT_COLUMNS: AssetColumn[] = [
  { key: 'id', value: 'Id', display: false },
  { key: 'asset_id', value: 'Asset id', display: true },
  { key: 'name', value: 'Name', display: true },
  { key: 'identifier', value: 'Identifier', display: true },
  { key: 'asset_type', value: 'Asset type', display: false },
  { key: 'description', value: 'Description', display: false },
];

export const REPORT_COUNTS: AssetCount[] = [
  { name: 'Laptop', count: 3 },
  { name: null, count: 1 },
];

/** A saved report of the laptops (asset type 4), showing name and identifier. */
export function savedReport(overrides: Partial<Report> = {}): Report {
  return {
    id: 5,
    name: 'Laptops',
    description: 'Every laptop',
    type: 'asset',
    fields: [{ key: 'asset_type_ids', value: [4], value_meta: [{ id: 4, name: 'Laptop' }] }],
    report_column_keys: ['name', 'identifier'],
    created_at: '2024-03-01 08:00:00',
    updated_at: '2024-03-02 08:00:00',
    ...overrides,
  };
}

/** Stands in for the chart.js canvas (jsdom draws nothing): shows its type and labels. */
export function CountsChartDouble({ type, labels }: { type: string; labels: string[] }) {
  return <div data-testid="chart">{`${type}: ${labels.join(', ')}`}</div>;
}

/**
 * Answers asset-list as a report screen calls it: count=true with the counts, column=true with
 * the columns, else one page of assets. `of(kind)` gives the queries of one kind of call.
 */
export function serveReportAssets() {
  serveAssetListSupport();
  const all = serveGet(ASSET_LIST, (uri) => {
    const query = new URL(uri, 'http://x').searchParams;
    if (query.get('count') === 'true') return { data: { assets: REPORT_COUNTS } };
    if (query.get('column') === 'true') return { data: { asset_columns: REPORT_COLUMNS } };
    return { data: { data: { data: [assetListRow(2, { name: 'Dell Latitude' })], total: 1 } } };
  });
  const of = (kind: 'count' | 'column' | 'page'): Query[] =>
    all.filter((query) => (kind === 'page' ? !query.count && !query.column : query[kind] === 'true'));
  return { of };
}
