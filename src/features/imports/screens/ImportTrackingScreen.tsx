import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { importIsRunning, importQueries } from '@/api/imports';
import { useHttp } from '@/host/PluginContext';
import { RecordUnavailable } from '@/records/RecordUnavailable';
import { useCurrentLocation } from '@/ui/hooks/useCurrentLocation';
import { Loader } from '@/ui/Loader';
import { NotFound } from '@/ui/NotFound';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { TitledCard } from '@/ui/TitledCard';
import { followUpLink } from '../tracking/followUpLink';
import { ImportProgress } from '../tracking/ImportProgress';
import { TrackingIssues } from '../tracking/TrackingIssues';
import { TrackingSummary } from '../tracking/TrackingSummary';
import { useLoggedLoadFailure } from '../tracking/useLoggedLoadFailure';

/**
 * /service-desk/import-tracking/{id}: the import's summary, its progress while it runs (asked
 * again every second until it ends) and its failed and warning rows. Each failed load is logged; a
 * first load that failed shows the failure with a way to try again, while a later one keeps what was
 * shown and the page keeps asking while the import runs.
 */
export default function ImportTrackingScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const id = Number(params.id);
  const location = useCurrentLocation();
  const tracking = useQuery({ ...importQueries.tracking(http, id), enabled: Number.isInteger(id) && id > 0 });
  useLoggedLoadFailure(tracking.error, tracking.errorUpdatedAt);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  if (tracking.isError && !tracking.data) return <RecordUnavailable record={tracking} area="import-tracking" />;
  const running = importIsRunning(tracking.data);
  const search = location.includes('?') ? location.slice(location.indexOf('?')) : '';
  return (
    <>
      <TitledCard id="sd-import-tracking" title={t('import_tracking_title')}>
        {tracking.data ? (
          <>
            {running && <ImportProgress tracking={tracking.data} />}
            <TrackingSummary tracking={tracking.data} followUp={followUpLink(search)} />
          </>
        ) : (
          tracking.isPending && <Loader />
        )}
      </TitledCard>
      {tracking.data && <TrackingIssues importId={id} running={running} />}
    </>
  );
}
