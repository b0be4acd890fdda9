import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { AssetListRow } from '@/api/assets';
import { displayDateTime } from '@/format/dates';
import { hostPaths } from '@/host/hostPaths';
import { actionColumn, departmentColumn } from '@/records/recordColumns';
import { RecordRowActions } from '@/records/RecordRowActions';
import { NameLink } from '@/ui/NameLink';
import { DATE_TIME_COLUMN_WIDTH, PRIMARY } from '@/ui/table/columnMeta';
import { selectionColumn } from '@/ui/table/selection';
import { assetPaths } from '../paths';
import { sortedColumn, truncatedColumn, withMeta } from '@/ui/table/columns';

/** A product's page (products are records of the service desk). */
const productPath = (id: number) => `/service-desk/products/${id}/show`;

type Row = AssetListRow;
type Column = ColumnDef<Row, unknown>;

/** A column showing a named part of the row, '--' when it has none; `priority` says when it leaves. */
function nameColumn(
  id: string,
  header: string,
  nameOf: (row: Row) => string | null | undefined,
  priority: number,
  width?: number,
): Column {
  return { id, header, meta: { priority, width }, cell: ({ row }) => nameOf(row.original) || '--' };
}

/** A column linking a named part of the row to its page. */
function linkColumn(
  id: 'organization' | 'managed_by' | 'used_by' | 'product',
  header: string,
  path: (id: number) => string,
  priority: number,
): Column {
  return {
    id,
    header,
    meta: { priority },
    cell: ({ row }) => {
      const named = row.original[id];
      const name = named && ('full_name' in named ? named.full_name : named.name);
      return <NameLink of={named} name={name} path={path} />;
    },
  };
}

function dateColumn(id: 'assigned_on' | 'created_at' | 'updated_at', header: string, priority: number): Column {
  return {
    id,
    header,
    meta: { className: 'text-nowrap', priority, width: DATE_TIME_COLUMN_WIDTH },
    cell: ({ row }) => (row.original[id] ? displayDateTime(row.original[id]) : '--'),
  };
}

/**
 * The asset list's columns (spec: Asset list): a selection box, name and identifier (sortable),
 * the asset's type, status, places and people with links to their pages, dates, and the row's
 * view and edit links. As the width shrinks the dates leave first, then the impact, the
 * organization and product, the places, the people, the type; name, identifier and status stay.
 */
export function assetListColumns(t: TFunction): Column[] {
  return [
    selectionColumn<Row>(),
    truncatedColumn(
      'name',
      t('name'),
      (row) => row.name,
      { sortField: 'name', width: 12 },
      (row) => <NameLink of={row} name={row.name} path={assetPaths.show} />,
    ),
    sortedColumn('identifier', t('identifier'), (row) => row.identifier || '--', { priority: PRIMARY, width: 7 }),
    nameColumn('asset_type', t('asset_type'), (row) => row.asset_type?.name, 2),
    nameColumn('asset_status', t('status'), (row) => row.asset_status?.name, PRIMARY, 7),
    withMeta(departmentColumn<Row>(t), { priority: 5 }),
    nameColumn('location', t('location'), (row) => row.location?.name, 4),
    linkColumn('organization', t('organization'), hostPaths.organization, 6),
    linkColumn('managed_by', t('managed_by'), hostPaths.user, 3),
    linkColumn('used_by', t('used_by'), hostPaths.user, 3),
    nameColumn('impact_type', t('impact'), (row) => row.impact_type?.name, 7),
    linkColumn('product', t('asset_product'), productPath, 6),
    dateColumn('assigned_on', t('asset_assigned_on'), 8),
    dateColumn('created_at', t('created_at'), 9),
    dateColumn('updated_at', t('updated_at'), 9),
    actionColumn(t('actions'), (asset) => (
      <RecordRowActions
        subject={asset.name}
        viewPath={assetPaths.show(asset.id)}
        editPath={assetPaths.edit(asset.id)}
      />
    )),
  ];
}
