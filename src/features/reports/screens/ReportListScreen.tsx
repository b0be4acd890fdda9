import { reportMutations, reportQueries, type ReportRow } from '@/api/reports';
import { dateColumns } from '@/records/reference/dateColumns';
import { referenceListScreen } from '@/records/reference/referenceListScreen';
import { NameLink } from '@/ui/NameLink';
import { sortedColumn } from '@/ui/table/columns';
import { reportPaths } from '../paths';

/** /service-desk/reports/assets: name (to the report), description, created at, updated at, actions. */
export default referenceListScreen({
  prefix: 'report',
  resource: { queries: reportQueries, mutations: reportMutations },
  paths: reportPaths,
  nameColumn: false,
  columns: (t) => [
    sortedColumn('name', t('name'), (row) => <NameLink of={row} name={row.name} path={reportPaths.show} />, {
      className: 'sd-cell-truncate',
    }),
    sortedColumn('description', t('description'), (row) => row.description || '--', {
      className: 'sd-cell-truncate',
    }),
    ...dateColumns<ReportRow>(t, ['created_at', 'updated_at']),
  ],
});
