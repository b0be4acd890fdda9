import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { cabDefinitionMutations, cabDefinitionQueries, type CabListRow } from '@/api/cab-definitions';
import { useHttp } from '@/host/PluginContext';
import { actionColumn } from '@/records/recordColumns';
import { dateColumns } from '@/records/reference/dateColumns';
import { RecordListCard } from '@/records/RecordListCard';
import { RecordRowActions } from '@/records/RecordRowActions';
import { useListDeletion } from '@/records/useListDeletion';
import { useTableList } from '@/ui/table/useTableList';
import { cabDefinitionPaths } from '../paths';
import { truncatedColumn } from '@/ui/table/columns';

/** /service-desk/cab: the CAB definitions (name, created, updated) with view, edit and delete. */
export default function CabListScreen() {
  const { t } = useTranslation();
  const http = useHttp();
  const table = useTableList((query) => cabDefinitionQueries.list(http, query));
  const rows = useListDeletion<CabListRow>('cab-list', useMutation(cabDefinitionMutations.remove(http)));
  const { askToDelete } = rows;

  const columns = useMemo<ColumnDef<CabListRow, unknown>[]>(
    () => [
      truncatedColumn<CabListRow>('name', t('name'), (row) => row.name, { sortField: 'name', width: 10 }),
      ...dateColumns<CabListRow>(t, ['created_at', 'updated_at']),
      actionColumn<CabListRow>(t('action'), (row) => (
        <RecordRowActions
          subject={row.name}
          viewPath={cabDefinitionPaths.show(row.id)}
          editPath={cabDefinitionPaths.edit(row.id)}
          onDelete={() => askToDelete(row)}
        />
      )),
    ],
    [t, askToDelete],
  );

  return (
    <RecordListCard<CabListRow>
      id="sd-cab"
      title={t('cab_list')}
      create={{ path: cabDefinitionPaths.create, label: t('cab_create') }}
      alert={rows.alert}
      table={{ label: t('cab_list'), columns, errorArea: 'cab-table', ...table }}
      deletion={rows.deletion}
    />
  );
}
