import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { importQueries } from '@/api/imports';
import { useHttp } from '@/host/PluginContext';
import { Pagination } from '@/ui/table/Pagination';
import { TitledCard } from '@/ui/TitledCard';
import { IssueTable } from '../importer/IssueTable';

const ISSUES_PER_PAGE = 10;

/** The paged failed and warning rows of an import, asked again while it runs. */
export function TrackingIssues({ importId, running }: { importId: number; running: boolean }) {
  const { t } = useTranslation();
  const http = useHttp();
  const [page, setPage] = useState(1);
  const issues = useQuery({
    ...importQueries.issues(http, importId, page, ISSUES_PER_PAGE, running),
    placeholderData: keepPreviousData,
  });
  if (!issues.data || issues.data.total === 0) return null;
  return (
    <TitledCard id="sd-import-issues" title={t('import_issues_title')}>
      <IssueTable label={t('import_issues_table')} issues={issues.data.rows} />
      <Pagination page={page} pageCount={Math.ceil(issues.data.total / ISSUES_PER_PAGE)} onPageChange={setPage} />
    </TitledCard>
  );
}
