import { useTranslation } from 'react-i18next';
import { reportExportPath } from '@/api/reports';
import { usePluginContext } from '@/host/PluginContext';
import { Link } from '@/ui/Link';
import { reportPaths } from '../paths';

interface ReportActionsProps {
  reportId: number;
  deleting: boolean;
  onDelete(): void;
}

/** A report's header buttons: delete, edit, and the exports, each opened in a new window. */
export function ReportActions({ reportId, deleting, onDelete }: ReportActionsProps) {
  const { t } = useTranslation();
  const { host } = usePluginContext();
  const open = (format: 'csv' | 'excel') =>
    window.open(`${host.apiBaseUrl}${reportExportPath(format, reportId)}`, '_blank', 'noopener');
  return (
    <div className="d-flex flex-wrap gap-2">
      <button type="button" className="btn btn-sm btn-danger" onClick={onDelete} disabled={deleting}>
        {t('delete')}
      </button>
      <Link to={reportPaths.edit(reportId)} className="btn btn-sm btn-outline-secondary">
        {t('edit')}
      </Link>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => open('csv')}>
        {t('report_export_csv')}
      </button>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={() => open('excel')}>
        {t('report_export_excel')}
      </button>
    </div>
  );
}
