import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ContractListRow, Named } from '@/api/contracts';
import { displayDateTime } from '@/format/dates';
import { hostPaths } from '@/host/hostPaths';
import { actionColumn } from '@/records/recordColumns';
import { RecordRowActions } from '@/records/RecordRowActions';
import { NameLink } from '@/ui/NameLink';
import { contractPaths } from '../paths';
import { PRIMARY } from '@/ui/table/columnMeta';
import { column, sortedColumn, truncatedColumn } from '@/ui/table/columns';

type Column = ColumnDef<ContractListRow, unknown>;

function nameColumn(id: string, header: string, named: (row: ContractListRow) => Named, priority: number): Column {
  return { id, header, meta: { priority }, cell: ({ row }) => named(row.original)?.name || '--' };
}

/**
 * The contract list's columns (spec: Contract list): identifier, name, cost, expiry, statuses,
 * vendor, type, attached organizations, and the row's view, edit (is_edit) and delete (is_delete).
 * As the width shrinks the organizations leave first, then the cost, the type and renewal status,
 * the expiry, the vendor; identifier, name and status stay.
 */
export function contractListColumns(t: TFunction, onDelete: (row: ContractListRow) => void): Column[] {
  return [
    sortedColumn('identifier', t('identifier'), (row) => row.identifier || '--', { priority: PRIMARY, width: 7 }),
    truncatedColumn(
      'name',
      t('name'),
      (row) => row.name,
      { sortField: 'name', width: 10 },
      (row) => <NameLink of={row} name={row.name} path={contractPaths.show} />,
    ),
    sortedColumn('cost', t('contract_cost'), (row) => row.cost ?? '--', { priority: 5, width: 6 }),
    column(
      'expiry',
      t('contract_expiry'),
      (row) => {
        const expiry = row.expiry;
        if (!expiry) return '--';
        return <span title={expiry.timestamp ? displayDateTime(expiry.timestamp) : undefined}>{expiry.title}</span>;
      },
      { className: 'text-nowrap', priority: 3 },
    ),
    nameColumn('contract_status', t('contract_status'), (row) => row.contract_status, PRIMARY),
    nameColumn('contract_renewal_status', t('contract_renewal_status'), (row) => row.contract_renewal_status, 4),
    nameColumn('vendor', t('contract_vendor'), (row) => row.vendor, 2),
    nameColumn('contract_type', t('contract_type'), (row) => row.contractType, 4),
    column(
      'attach_organization',
      t('contract_organizations'),
      (row) => {
        const organizations = (row.attach_organization ?? []).filter((item) => item?.id !== undefined);
        if (organizations.length === 0) return '--';
        return organizations.map((organization, index) => (
          <span key={organization?.id}>
            {index > 0 && ', '}
            <NameLink of={organization as { id: number }} name={organization?.name} path={hostPaths.organization} />
          </span>
        ));
      },
      { priority: 6 },
    ),
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
