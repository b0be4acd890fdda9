import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { contractQueries, type ContractRow } from '@/api/contracts';
import { displayDate } from '@/format/dates';
import { useHttp } from '@/host/PluginContext';
import { Link } from '@/ui/Link';
import { DataTable } from '@/ui/table/DataTable';
import { useTableQuery } from '@/ui/table/useTableQuery';
import { associatesOwner, type AssociateScope } from './associatesOwner';
import { contractPath } from '../paths';

export interface ContractsTableProps {
  scope: AssociateScope;
  id: number;
  isArchive: boolean;
}

/** Contracts of a ticket, user or organization: id, name, cost, start and end dates. */
export function ContractsTable({ scope, id, isArchive }: ContractsTableProps) {
  const { t } = useTranslation();
  const [query, updateQuery] = useTableQuery();
  const http = useHttp();
  const list = useQuery(contractQueries.attachedTo(http, associatesOwner(scope, id), query, { archived: isArchive }));

  const columns = useMemo<ColumnDef<ContractRow, unknown>[]>(
    () => [
      { id: 'id', header: t('id'), meta: { sortField: 'id' }, cell: ({ row }) => row.original.id },
      {
        id: 'name',
        header: t('name'),
        meta: { sortField: 'name' },
        cell: ({ row }) => <Link to={contractPath(row.original.id)}>{row.original.name}</Link>,
      },
      { id: 'cost', header: t('ts_cost'), meta: { sortField: 'cost' }, cell: ({ row }) => row.original.cost ?? '--' },
      {
        id: 'contract_start_date',
        header: t('ts_contract_start_date'),
        meta: { sortField: 'contract_start_date' },
        cell: ({ row }) => displayDate(row.original.contract_start_date) || '--',
      },
      {
        id: 'contract_end_date',
        header: t('ts_contract_end_date'),
        meta: { sortField: 'contract_end_date' },
        cell: ({ row }) => displayDate(row.original.contract_end_date) || '--',
      },
    ],
    [t],
  );

  return (
    <DataTable<ContractRow>
      label={t('ts_associated_contracts')}
      columns={columns}
      list={list}
      errorArea="dataTable"
      query={query}
      onQueryChange={updateQuery}
    />
  );
}
