import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { AssetRow } from '@/api/assets';
import { Link } from '@/ui/Link';

export const contractPath = (id: number) => `/service-desk/contracts/${id}/show`;

/**
 * The columns of an associated-assets table: name (sortable), the two people columns in the
 * order the screen's specification gives, and the contract linking to it.
 */
export function assetColumns(
  t: TFunction,
  people: readonly ['managed_by', 'used_by'] | readonly ['used_by', 'managed_by'],
): ColumnDef<AssetRow, unknown>[] {
  return [
    {
      id: 'name',
      header: t('name'),
      meta: { sortField: 'name' },
      cell: ({ row }) => <span title={row.original.name}>{row.original.name}</span>,
    },
    ...people.map((person): ColumnDef<AssetRow, unknown> => ({
      id: person,
      header: t(person),
      cell: ({ row }) => row.original[person]?.full_name || '--',
    })),
    {
      id: 'contract',
      header: t('contract'),
      cell: ({ row }) => {
        const contract = row.original.contract;
        return contract ? <Link to={contractPath(contract.id)}>{contract.name}</Link> : '--';
      },
    },
  ];
}
