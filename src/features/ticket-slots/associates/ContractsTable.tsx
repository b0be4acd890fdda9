import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { contractQueries, type ContractRow } from '@/api/contracts';
import { displayDate } from '@/format/dates';
import { useHttp } from '@/host/PluginContext';
import { Link } from '@/ui/Link';
import { DataTable } from '@/ui/table/DataTable';
import { useTableList } from '@/ui/table/useTableList';
import { associatesOwner, type AssociateScope } from './associatesOwner';
import { contractPath } from '../paths';
import { sortedColumn } from '@/ui/table/columns';

export interface ContractsTableProps {
  scope: AssociateScope;
  id: number;
  isArchive: boolean;
}

/** Contracts of a ticket, user or organization: id, name, cost, start and end dates. */
export function ContractsTable({ scope, id, isArchive }: ContractsTableProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const table = useTableList((query) =>
    contractQueries.attachedTo(http, associatesOwner(scope, id), query, { archived: isArchive }),
  );

  const columns = useMemo<ColumnDef<ContractRow, unknown>[]>(
    () => [
      sortedColumn('id', t('id'), (row) => row.id),
      sortedColumn('name', t('name'), (row) => <Link to={contractPath(row.id)}>{row.name}</Link>),
      sortedColumn('cost', t('ts_cost'), (row) => row.cost ?? '--'),
      sortedColumn(
        'contract_start_date',
        t('ts_contract_start_date'),
        (row) => displayDate(row.contract_start_date) || '--',
      ),
      sortedColumn('contract_end_date', t('ts_contract_end_date'), (row) => displayDate(row.contract_end_date) || '--'),
    ],
    [t],
  );

  return (
    <DataTable<ContractRow> label={t('ts_associated_contracts')} columns={columns} errorArea="dataTable" {...table} />
  );
}
