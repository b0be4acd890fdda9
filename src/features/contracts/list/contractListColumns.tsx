import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ContractListRow, Named } from '@/api/contracts';
import { displayDateTime } from '@/format/dates';
import { hostPaths } from '@/host/hostPaths';
import { actionColumn } from '@/records/recordColumns';
import { RecordRowActions } from '@/records/RecordRowActions';
import { NameLink } from '@/ui/NameLink';
import { contractPaths } from '../paths';

type Column = ColumnDef<ContractListRow, unknown>;

function nameColumn(id: string, header: string, named: (row: ContractListRow) => Named): Column {
  return { id, header, cell: ({ row }) => named(row.original)?.name || '--' };
}

/**
 * The contract list's columns (spec: Contract list): identifier, name, cost, expiry, statuses,
 * vendor, type, attached organizations, and the row's view, edit (is_edit) and delete (is_delete).
 */
export function contractListColumns(t: TFunction, onDelete: (row: ContractListRow) => void): Column[] {
  return [
    {
      id: 'identifier',
      header: t('identifier'),
      meta: { sortField: 'identifier', className: 'text-nowrap' },
      cell: ({ row }) => row.original.identifier || '--',
    },
    {
      id: 'name',
      header: t('name'),
      meta: { sortField: 'name', className: 'sd-cell-truncate' },
      cell: ({ row }) => <NameLink of={row.original} name={row.original.name} path={contractPaths.show} />,
    },
    {
      id: 'cost',
      header: t('contract_cost'),
      meta: { sortField: 'cost' },
      cell: ({ row }) => row.original.cost ?? '--',
    },
    {
      id: 'expiry',
      header: t('contract_expiry'),
      meta: { className: 'text-nowrap' },
      cell: ({ row }) => {
        const expiry = row.original.expiry;
        if (!expiry) return '--';
        return <span title={expiry.timestamp ? displayDateTime(expiry.timestamp) : undefined}>{expiry.title}</span>;
      },
    },
    nameColumn('contract_status', t('contract_status'), (row) => row.contract_status),
    nameColumn('contract_renewal_status', t('contract_renewal_status'), (row) => row.contract_renewal_status),
    nameColumn('vendor', t('contract_vendor'), (row) => row.vendor),
    nameColumn('contract_type', t('contract_type'), (row) => row.contractType),
    {
      id: 'attach_organization',
      header: t('contract_organizations'),
      cell: ({ row }) => {
        const organizations = (row.original.attach_organization ?? []).filter((item) => item?.id !== undefined);
        if (organizations.length === 0) return '--';
        return organizations.map((organization, index) => (
          <span key={organization?.id}>
            {index > 0 && ', '}
            <NameLink of={organization as { id: number }} name={organization?.name} path={hostPaths.organization} />
          </span>
        ));
      },
    },
    actionColumn(t('actions'), (contract) => (
      <RecordRowActions
        subject={contract.name}
        viewPath={contractPaths.show(contract.id)}
        editPath={contract.is_edit ? contractPaths.edit(contract.id) : undefined}
        onDelete={contract.is_delete ? () => onDelete(contract) : undefined}
      />
    )),
  ];
}
