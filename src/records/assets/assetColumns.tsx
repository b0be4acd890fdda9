import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { AssetRow } from '@/api/assets';
import { hostPaths } from '@/host/hostPaths';
import { Link } from '@/ui/Link';
import { NameLink } from '@/ui/NameLink';
import { column, sortedColumn } from '@/ui/table/columns';

export const contractPath = (id: number) => `/service-desk/contracts/${id}/show`;

/**
 * The columns of an associated-assets table: name linking to the asset's page, the two people
 * columns (in the order the screen's specification gives) linking to the users, all three
 * sortable, and the contract linking to it.
 */
export function assetColumns(
  t: TFunction,
  people: readonly ['managed_by', 'used_by'] | readonly ['used_by', 'managed_by'],
  assetPath: (id: number) => string,
): ColumnDef<AssetRow, unknown>[] {
  return [
    sortedColumn('name', t('name'), (row) => <NameLink of={row} name={row.name} path={assetPath} />),
    ...people.map((person): ColumnDef<AssetRow, unknown> => ({
      id: person,
      header: t(person),
      meta: { sortField: person },
      cell: ({ row }) => {
        const user = row.original[person];
        return <NameLink of={user} name={user?.full_name} path={hostPaths.user} />;
      },
    })),
    column('contract', t('contract'), (row) => {
      const contract = row.contract;
      return contract ? <Link to={contractPath(contract.id)}>{contract.name}</Link> : '--';
    }),
  ];
}
