import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  contractExportPath,
  contractMutations,
  contractQueries,
  type ContractListBounds,
  type ContractListFilters,
  type ContractListRow,
} from '@/api/contracts';
import { usePluginContext } from '@/host/PluginContext';
import { useAppliedFilters } from '@/records/filters/useAppliedFilters';
import { RecordListCard } from '@/records/RecordListCard';
import { useListDeletion } from '@/records/useListDeletion';
import { useTableQuery } from '@/ui/table/useTableQuery';
import { contractFilterFields } from '../list/contractFilterFields';
import { contractListColumns } from '../list/contractListColumns';
import { contractPaths } from '../paths';

/** /service-desk/contracts (and /list): the contracts, filtered, with an export of what is listed. */
export default function ContractListScreen() {
  const { t } = useTranslation();
  const { http, host } = usePluginContext();
  const [query, updateQuery] = useTableQuery({ sortField: 'id', ascending: false });
  const deletion = useMutation(contractMutations.remove(http));
  const { askToDelete, alert, deletion: deletionDialog } = useListDeletion<ContractListRow>('contract-list', deletion);
  // The range filters' bounds come with the list: the fields follow the latest answer.
  const [bounds, setBounds] = useState<ContractListBounds>();
  const fields = useMemo(() => contractFilterFields(t, bounds), [t, bounds]);
  const { filters, panel } = useAppliedFilters<ContractListFilters>(fields, updateQuery);
  const list = useQuery(contractQueries.list(http, query, filters));
  if (list.data && list.data.bounds !== bounds) setBounds(list.data.bounds);
  const columns = useMemo(() => contractListColumns(t, askToDelete), [t, askToDelete]);
  const total = list.data?.total ?? 0;

  return (
    <RecordListCard<ContractListRow>
      id="sd-contract"
      title={t('contract_list')}
      create={{ path: contractPaths.create, label: t('contract_create') }}
      headerControls={
        total > 0 && (
          <a
            className="btn btn-sm btn-outline-secondary"
            href={`${host.apiBaseUrl}${contractExportPath(filters)}`}
            download
          >
            {t('contract_export')}
          </a>
        )
      }
      filter={panel}
      alert={alert}
      deletion={deletionDialog}
      table={{
        label: t('contract_list'),
        columns,
        list,
        errorArea: 'contract-table',
        query,
        onQueryChange: updateQuery,
      }}
    />
  );
}
