import { useTranslation } from 'react-i18next';
import { reportQueries } from '@/api/reports';
import { useHttp } from '@/host/PluginContext';
import { RecordToEdit } from '@/records/RecordToEdit';
import { Link } from '@/ui/Link';
import { NotFound } from '@/ui/NotFound';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { TitledCard } from '@/ui/TitledCard';
import { ReportEditor } from '../editor/ReportEditor';
import { reportPaths } from '../paths';

/** /service-desk/reports/assets/create and /service-desk/reports/assets/edit/{id}: the mode comes from the path. */
export default function ReportEditorScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const reportId = params.id === undefined ? undefined : Number(params.id);
  if (reportId !== undefined && (!Number.isInteger(reportId) || reportId <= 0)) return <NotFound />;
  const isEdit = reportId !== undefined;
  return (
    <TitledCard
      id="sd-report-editor"
      title={t(isEdit ? 'report_edit' : 'report_create')}
      actions={
        isEdit && (
          <Link to={reportPaths.show(reportId)} className="btn btn-sm btn-outline-secondary">
            {t('report_view')}
          </Link>
        )
      }
    >
      <RecordToEdit area="report-editor" query={isEdit ? reportQueries.detail(http, reportId) : undefined}>
        {(report) => <ReportEditor key={reportId ?? 'create'} report={report} />}
      </RecordToEdit>
    </TitledCard>
  );
}
