import { useMemo } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { releaseMutations, releaseQueries, type ReleaseListFilters, type ReleaseRow } from '@/api/releases';
import { useHttp } from '@/host/PluginContext';
import { useAppliedFilters } from '@/records/filters/useAppliedFilters';
import { RecordListCard } from '@/records/RecordListCard';
import { useRowActionColumns } from '@/records/useRowActionColumns';
import { useListDeletion } from '@/records/useListDeletion';
import { useTableQuery } from '@/ui/table/useTableQuery';
import { releaseColumns } from '../list/releaseColumns';
import { releaseFilterFields } from '../list/releaseFilterFields';
import { releasePaths } from '../paths';

/** /service-desk/releases: 'list of releases', newest first, with its filters; row links by the row's flags. */
export default function ReleaseListScreen() {
  const { t } = useTranslation();
  const http = useHttp();
  const label = t('release_list_title');
  const [query, updateQuery] = useTableQuery();
  const rows = useListDeletion<ReleaseRow>('release-list', useMutation(releaseMutations.remove(http)));
  const fields = useMemo(() => releaseFilterFields(t), [t]);
  const { filters, panel } = useAppliedFilters<ReleaseListFilters>(fields, updateQuery);
  const list = useQuery(releaseQueries.list(http, query, filters));
  const { askToDelete } = rows;
  const columns = useRowActionColumns(releaseColumns, releasePaths, askToDelete);

  return (
    <RecordListCard<ReleaseRow>
      id="sd-release"
      title={label}
      create={{ path: releasePaths.create, label: t('release_create') }}
      filter={panel}
      alert={rows.alert}
      table={{ label, columns, list, errorArea: 'release-table', query, onQueryChange: updateQuery }}
      deletion={rows.deletion}
    />
  );
}
