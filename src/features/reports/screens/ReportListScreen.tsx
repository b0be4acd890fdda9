import { useMemo } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { reportMutations, reportQueries, type ReportRow } from '@/api/reports';
import { dateColumns } from '@/records/reference/dateColumns';
import { ReferenceList } from '@/records/reference/ReferenceList';
import { NameLink } from '@/ui/NameLink';
import { reportPaths } from '../paths';

const nameOf = (report: ReportRow) => report.name;
const editPath = (report: ReportRow) => reportPaths.edit(report.id);

/** /service-desk/reports/assets: name (to the report), description, created at, updated at, actions. */
export default function ReportListScreen() {
  const { t } = useTranslation();
  const columns = useMemo<ColumnDef<ReportRow, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t('name'),
        meta: { sortField: 'name', className: 'sd-cell-truncate' },
        cell: ({ row }) => <NameLink of={row.original} name={row.original.name} path={reportPaths.show} />,
      },
      {
        id: 'description',
        header: t('description'),
        meta: { sortField: 'description', className: 'sd-cell-truncate' },
        cell: ({ row }) => row.original.description || '--',
      },
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
