import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { reportMutations, reportQueries, type ReportRow } from '@/api/reports';
import { dateColumns } from '@/records/reference/dateColumns';
import { ReferenceList } from '@/records/reference/ReferenceList';
import { NameLink } from '@/ui/NameLink';
import { reportPaths } from '../paths';
import { sortedColumn } from '@/ui/table/columns';

const nameOf = (report: ReportRow) => report.name;
const editPath = (report: ReportRow) => reportPaths.edit(report.id);

/** /service-desk/reports/assets: name (to the report), description, created at, updated at, actions. */
export default function ReportListScreen() {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<ReportRow, unknown>[]>(
    () => [
      sortedColumn('name', t('name'), (row) => <NameLink of={row} name={row.name} path={reportPaths.show} />, {
        className: 'sd-cell-truncate',
      }),
      sortedColumn('description', t('description'), (row) => row.description || '--', {
        className: 'sd-cell-truncate',
      }),
      ...dateColumns<ReportRow>(t, ['created_at', 'updated_at']),
    ],
    [t],
  );
  return (
    <ReferenceList
      id="sd-report"
      title={t('report_list')}
      create={{ path: reportPaths.create, label: t('report_create') }}
      columns={columns}
      list={reportQueries.list}
      remove={reportMutations.remove}
      nameOf={nameOf}
      editPath={editPath}
    />
  );
}
