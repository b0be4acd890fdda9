import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { AssetListRow } from '@/api/assets';
import { displayDateTime } from '@/format/dates';
import { hostPaths } from '@/host/hostPaths';
import { actionColumn, departmentColumn } from '@/records/recordColumns';
import { RecordRowActions } from '@/records/RecordRowActions';
import { NameLink } from '@/ui/NameLink';
import { selectionColumn } from '@/ui/table/selection';
import { assetPaths } from '../paths';
import { sortedColumn } from '@/ui/table/columns';

/** A product's page (products are records of the service desk). */
const productPath = (id: number) => `/service-desk/products/${id}/show`;

type Row = AssetListRow;
type Column = ColumnDef<Row, unknown>;

/** A column showing a named part of the row, '--' when it has none. */
function nameColumn(id: string, header: string, nameOf: (row: Row) => string | null | undefined): Column {
  return { id, header, cell: ({ row }) => nameOf(row.original) || '--' };
}

/** A column linking a named part of the row to its page. */
function linkColumn(
  id: 'organization' | 'managed_by' | 'used_by' | 'product',
  header: string,
  path: (id: number) => string,
): Column {
  return {
    id,
    header,
    cell: ({ row }) => {
      const named = row.original[id];
      const name = named && ('full_name' in named ? named.full_name : named.name);
      return <NameLink of={named} name={name} path={path} />;
    },
  };
}

function dateColumn(id: 'assigned_on' | 'created_at' | 'updated_at', header: string): Column {
  return {
    id,
    header,
    meta: { className: 'text-nowrap' },
    cell: ({ row }) => (row.original[id] ? displayDateTime(row.original[id]) : '--'),
  };
}

/**
 * The asset list's columns (spec: Asset list): a selection box, name and identifier (sortable),
 * the asset's type, status, places and people with links to their pages, dates, and the row's
 * view and edit links.
 */
export function assetListColumns(t: TFunction): Column[] {
  return [
    selectionColumn<Row>(),
    sortedColumn('name', t('name'), (row) => <NameLink of={row} name={row.name} path={assetPaths.show} />, {
      className: 'sd-cell-truncate',
    }),
    sortedColumn('identifier', t('identifier'), (row) => row.identifier || '--', { className: 'text-nowrap' }),
    nameColumn('asset_type', t('asset_type'), (row) => row.asset_type?.name),
    nameColumn('asset_status', t('status'), (row) => row.asset_status?.name),
    departmentColumn<Row>(t),
    nameColumn('location', t('location'), (row) => row.location?.name),
    linkColumn('organization', t('organization'), hostPaths.organization),
    linkColumn('managed_by', t('managed_by'), hostPaths.user),
    linkColumn('used_by', t('used_by'), hostPaths.user),
    nameColumn('impact_type', t('impact'), (row) => row.impact_type?.name),
    linkColumn('product', t('asset_product'), productPath),
    dateColumn('assigned_on', t('asset_assigned_on')),
    dateColumn('created_at', t('created_at')),
    dateColumn('updated_at', t('updated_at')),
    actionColumn(t('actions'), (asset) => (
      <RecordRowActions
        subject={asset.name}
        viewPath={assetPaths.show(asset.id)}
        editPath={assetPaths.edit(asset.id)}
      />
    )),
  ];
}
