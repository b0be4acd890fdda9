import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reportMutations, reportQueries } from '@/api/reports';
import { usePluginContext } from '@/host/PluginContext';
import { useDeletionToList } from '@/records/useDeletionToList';
import { AlertArea } from '@/ui/AlertArea';
import { errorMessage, useAlert } from '@/ui/alerts';
import { DELAY_MS } from '@/ui/constants';
import { Loader } from '@/ui/Loader';
import { NotFound } from '@/ui/NotFound';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { TitledCard } from '@/ui/TitledCard';
import { reportPaths } from '../paths';
import { ReportActions } from '../view/ReportActions';
import { ReportView } from '../view/ReportView';

const ConfirmDialog = lazy(() =>
  import(/* webpackChunkName: "confirm-dialog" */ '@/ui/ConfirmDialog').then((module) => ({
    default: module.ConfirmDialog,
  })),
);

/** /service-desk/reports/assets/{id}: the report with delete (then the index after 3 seconds), edit and exports. */
export default function ReportViewScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const { http } = usePluginContext();
  const reportId = Number(params.id);
  const valid = Number.isInteger(reportId) && reportId > 0;
  const report = useQuery({ ...reportQueries.detail(http, reportId), enabled: valid });
  const deletion = useDeletionToList(reportMutations.remove(http), reportPaths.list, DELAY_MS.redirectAfterCreate);
  const { alert, showSuccess, showError, clear } = useAlert();
  const [confirming, setConfirming] = useState(false);
  const [deleted, setDeleted] = useState(false);
  if (!valid) return <NotFound />;

  const remove = () =>
    deletion.remove(reportId, {
      onSuccess: (message) => {
        setDeleted(true);
        showSuccess(message);
      },
      onError: showError,
      onSettled: () => setConfirming(false),
    });

  return (
    <TitledCard
      id="sd-report-view"
      title={report.data?.name ?? t('report_view')}
      wrapHeader
      actions={
        report.data && (
          <ReportActions
            reportId={reportId}
            deleting={deleted || deletion.isPending}
            onDelete={() => setConfirming(true)}
          />
        )
      }
      after={
        confirming && (
          <Suspense fallback={null}>
            <ConfirmDialog show onConfirm={remove} onCancel={() => setConfirming(false)} busy={deletion.isPending} />
          </Suspense>
        )
      }
    >
      <AlertArea area="report-view" alert={alert} onDismiss={clear} />
      {report.isPending && <Loader />}
      {report.isError && (
        <AlertArea area="report-view-load" alert={{ kind: 'danger', text: errorMessage(report.error) }} />
      )}
      {report.data && <ReportView report={report.data} />}
    </TitledCard>
  );
}
