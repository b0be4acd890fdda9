import { reportMutations, reportQueries, type ReportRow } from '@/api/reports';
import { dateColumns } from '@/records/reference/dateColumns';
import { referenceListScreen } from '@/records/reference/referenceListScreen';
import { NameLink } from '@/ui/NameLink';
import { truncatedColumn } from '@/ui/table/columns';
import { reportPaths } from '../paths';

/**
 * /service-desk/reports/assets: name (to the report), description, created at, updated at, actions;
 * the dates leave first as the width shrinks, then the description.
 */
export default referenceListScreen({
  prefix: 'report',
  resource: { queries: reportQueries, mutations: reportMutations },
  paths: reportPaths,
  nameColumn: false,
  columns: (t) => [
    truncatedColumn(
      'name',
      t('name'),
      (row) => row.name,
      { sortField: 'name', width: 10 },
      (row) => <NameLink of={row} name={row.name} path={reportPaths.show} />,
    ),
    truncatedColumn('description', t('description'), (row) => row.description || '--', {
      sortField: 'description',
      priority: 2,
      width: 10,
    }),
    ...dateColumns<ReportRow>(t, ['created_at', 'updated_at'], 3),
  ],
});
