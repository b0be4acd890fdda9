import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reportKeys, reportQueries, saveReport, type Report } from '@/api/reports';
import { useAssetFilterFields } from '@/features/assets';
import { useHttp } from '@/host/PluginContext';
import { FilterPanel } from '@/records/filters/FilterPanel';
import { RecordForm } from '@/records/RecordForm';
import { TextField } from '@/ui/form/TextField';
import { ReportGraph } from '../chart/ReportGraph';
import { reportPaths } from '../paths';
import { ColumnChooser } from '../table/ColumnChooser';
import { ReportAssetTable } from '../table/ReportAssetTable';
import { ReportSection } from './ReportSection';
import { reportFieldsOf } from './reportFields';
import { reportInfoSchema, reportServerFields, type ReportInfoValues } from './schema';
import { useReportFilters } from './useReportFilters';

const DESCRIPTION_ROWS = 3;
const noop = () => undefined;

/**
 * The report editor: its info (name, description) with the save or update button, the filter
 * (the asset list's, reset clears it), the graph of what the filters match and the asset table with
 * its column chooser. A create opens the reports index after 3 seconds; an update stays.
 */
export function ReportEditor({ report }: { report: Report | undefined }) {
  const { t } = useTranslation();
  const http = useHttp();
  const isEdit = report !== undefined;
  const fields = useAssetFilterFields();
  const { values, setValues, filters } = useReportFilters(report?.fields);
  const columns = useQuery(reportQueries.columns(http, report?.id));
  const [chosen, setChosen] = useState<string[] | null>(report ? report.report_column_keys : null);
  const shown = chosen ?? (columns.data ?? []).filter((column) => column.display).map((column) => column.key);
  const initialValues: ReportInfoValues = { name: report?.name ?? '', description: report?.description ?? '' };

  const save = (info: ReportInfoValues) =>
    saveReport(
      http,
      {
        name: info.name.trim(),
        description: info.description.trim(),
        fields: reportFieldsOf(values),
        report_column_keys: shown,
      },
      report?.id,
    );

  return (
    <>
      <ReportSection id="sd-report-info" title={t('report_info')}>
        <RecordForm<ReportInfoValues>
          area="report-form"
          label={t(isEdit ? 'report_edit' : 'report_create')}
          initialValues={initialValues}
          validationSchema={reportInfoSchema}
          isEdit={isEdit}
          embedded={false}
          save={save}
          serverFields={reportServerFields}
          listPath={reportPaths.list}
          savedQueryKey={reportKeys.all}
          onSaved={noop}
          submitLabel={t(isEdit ? 'update' : 'save')}
        >
          <TextField name="name" label={t('name')} required />
          <TextField name="description" label={t('description')} rows={DESCRIPTION_ROWS} />
        </RecordForm>
      </ReportSection>
      <ReportSection id="sd-report-filter" title={t('report_filter')}>
        <FilterPanel
          title={t('report_filter')}
          fields={fields}
          applied={values}
          onApply={setValues}
          onReset={() => setValues({})}
        />
      </ReportSection>
      <ReportSection id="sd-report-graph" title={t('report_graph')}>
        <ReportGraph filters={filters} />
      </ReportSection>
      <ReportSection id="sd-report-assets" title={t('report_assets')}>
        <ColumnChooser columns={columns.data ?? []} chosen={shown} onChange={setChosen} />
        <ReportAssetTable filters={filters} columnKeys={shown} />
      </ReportSection>
    </>
  );
}
