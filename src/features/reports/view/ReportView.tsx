import { useTranslation } from 'react-i18next';
import type { Report } from '@/api/reports';
import { ReportGraph } from '../chart/ReportGraph';
import { ReportSection } from '../editor/ReportSection';
import { useReportFilters } from '../editor/useReportFilters';
import { ReportAssetTable } from '../table/ReportAssetTable';

/** A saved report: its description, the graph of what its filters match and its asset table. */
export function ReportView({ report }: { report: Report }) {
  const { t } = useTranslation();
  const { filters } = useReportFilters(report.fields);
  return (
    <>
      {report.description && <p>{report.description}</p>}
      <ReportSection id="sd-report-graph" title={t('report_graph')}>
        <ReportGraph filters={filters} />
      </ReportSection>
      <ReportSection id="sd-report-assets" title={t('report_assets')}>
        <ReportAssetTable filters={filters} columnKeys={report.report_column_keys} />
      </ReportSection>
    </>
  );
}
