import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { releaseMutations, releaseQueries, type ReleaseListFilters, type ReleaseRow } from '@/api/releases';
import type { ListQuery } from '@/api/listParams';
import { useHttp } from '@/host/PluginContext';
import { FilteredRecordList } from '@/records/FilteredRecordList';
import { releaseColumns } from '../list/releaseColumns';
import { releaseFilterFields } from '../list/releaseFilterFields';
import { releasePaths } from '../paths';

function useReleaseList(query: ListQuery, filters: ReleaseListFilters) {
  return useQuery(releaseQueries.list(useHttp(), query, filters));
}

/** /service-desk/releases: 'list of releases', newest first, with its filters; row links by the row's flags. */
export default function ReleaseListScreen() {
  const { t } = useTranslation();
  return (
    <FilteredRecordList<ReleaseRow, ReleaseListFilters>
      name="release"
      title={t('release_list_title')}
      create={{ path: releasePaths.create, label: t('release_create') }}
      filterFields={releaseFilterFields}
      columns={releaseColumns}
      paths={releasePaths}
      useList={useReleaseList}
      remove={useMutation(releaseMutations.remove(useHttp()))}
    />
  );
}
