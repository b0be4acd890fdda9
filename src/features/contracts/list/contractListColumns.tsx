import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ContractListRow, Named } from '@/api/contracts';
import { displayDateTime } from '@/format/dates';
import { hostPaths } from '@/host/hostPaths';
import { actionColumn } from '@/records/recordColumns';
import { RecordRowActions } from '@/records/RecordRowActions';
import { NameLink } from '@/ui/NameLink';
import { contractPaths } from '../paths';
import { column, sortedColumn } from '@/ui/table/columns';

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
    sortedColumn('identifier', t('identifier'), (row) => row.identifier || '--', { className: 'text-nowrap' }),
    sortedColumn('name', t('name'), (row) => <NameLink of={row} name={row.name} path={contractPaths.show} />, {
      className: 'sd-cell-truncate',
    }),
    sortedColumn('cost', t('contract_cost'), (row) => row.cost ?? '--'),
    column(
      'expiry',
      t('contract_expiry'),
      (row) => {
        const expiry = row.expiry;
        if (!expiry) return '--';
        return <span title={expiry.timestamp ? displayDateTime(expiry.timestamp) : undefined}>{expiry.title}</span>;
      },
      { className: 'text-nowrap' },
    ),
    nameColumn('contract_status', t('contract_status'), (row) => row.contract_status),
    nameColumn('contract_renewal_status', t('contract_renewal_status'), (row) => row.contract_renewal_status),
    nameColumn('vendor', t('contract_vendor'), (row) => row.vendor),
    nameColumn('contract_type', t('contract_type'), (row) => row.contractType),
    column('attach_organization', t('contract_organizations'), (row) => {
      const organizations = (row.attach_organization ?? []).filter((item) => item?.id !== undefined);
      if (organizations.length === 0) return '--';
      return organizations.map((organization, index) => (
        <span key={organization?.id}>
          {index > 0 && ', '}
          <NameLink of={organization as { id: number }} name={organization?.name} path={hostPaths.organization} />
        </span>
      ));
    }),
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
