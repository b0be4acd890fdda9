import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { assetListQueries, type AssetListFilters } from '@/api/assets';
import { useHttp } from '@/host/PluginContext';
import { DataTable } from '@/ui/table/DataTable';
import { BY_NAME, useTableQuery } from '@/ui/table/useTableQuery';
import { reportAssetColumns } from './reportAssetColumns';

interface ReportAssetTableProps {
  filters: AssetListFilters;
  columnKeys: readonly string[];
}

/** The assets the report's filters match, with its chosen columns, server-paged and sorted. */
export function ReportAssetTable({ filters, columnKeys }: ReportAssetTableProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const [query, updateQuery] = useTableQuery(BY_NAME);
  // New filters start again from the first page.
  const [shownFilters, setShownFilters] = useState(filters);
  if (filters !== shownFilters) {
    setShownFilters(filters);
    updateQuery({ page: 1 });
  }
  const list = useQuery(assetListQueries.page(http, query, filters));
  const columns = useMemo(() => reportAssetColumns(t, columnKeys), [t, columnKeys]);
  return (
    <DataTable
      label={t('report_assets')}
      columns={columns}
      list={list}
      errorArea="report-assets"
      query={query}
      onQueryChange={updateQuery}
      searchable={false}
    />
  );
}
