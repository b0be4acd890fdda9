import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AssetListFilters } from '@/api/assets';
import { COUNT_DIMENSIONS, reportQueries, type CountDimension } from '@/api/reports';
import { useHttp } from '@/host/PluginContext';
import { Loader } from '@/ui/Loader';
import { CHART_TYPES, type ChartType } from './chartTypes';
import { CountsChart } from './CountsChart';
import { CountsTable } from './CountsTable';

/**
 * The graph of a report: the chart type selector (bar by default), what the assets are counted by,
 * and the chart of the counts the filters match, hidden behind a loader while they (re)load; a new
 * type reads them again. A failed load only ends the loading (spec: chart load failures are ignored).
 */
export function ReportGraph({ filters }: { filters: AssetListFilters }) {
  const { t } = useTranslation();
  const http = useHttp();
  const ids = useId();
  const [type, setType] = useState<ChartType>('bar');
  const [dimension, setDimension] = useState<CountDimension>('asset_type');
  const counts = useQuery(reportQueries.counts(http, filters, dimension, type));
  const rows = counts.data ?? [];
  const labels = rows.map((row) => row.name ?? t('report_unassigned'));
  const values = rows.map((row) => row.count);
  const dimensionLabel = t(`report_dimension_${dimension}`);

  return (
    <div>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <div role="group" aria-label={t('report_chart_type')} className="btn-group">
          {CHART_TYPES.map((chartType) => (
            <button
              key={chartType}
              type="button"
              className={`btn btn-sm ${chartType === type ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={chartType === type}
              onClick={() => setType(chartType)}
            >
              {t(`report_chart_${chartType}`)}
            </button>
          ))}
        </div>
        <div>
          <label htmlFor={`${ids}-count-by`} className="form-label mb-0 me-2">
            {t('report_count_by')}
          </label>
          <select
            id={`${ids}-count-by`}
            className="form-select form-select-sm d-inline-block w-auto"
            value={dimension}
            onChange={(event) => setDimension(event.target.value as CountDimension)}
          >
            {COUNT_DIMENSIONS.map((name) => (
              <option key={name} value={name}>
                {t(`report_dimension_${name}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {counts.isFetching ? (
        <Loader />
      ) : (
        <div className="sd-report-chart" data-chart-type={type}>
          <CountsChart type={type} labels={labels} counts={values} label={t('report_count')} />
          <CountsTable
            caption={t('report_counts_caption', { dimension: dimensionLabel })}
            nameHeader={dimensionLabel}
            countHeader={t('report_count')}
            labels={labels}
            counts={values}
          />
        </div>
      )}
    </div>
  );
}
