import { useTranslation } from 'react-i18next';
import type { ImportTracking } from '@/api/imports';

/** The progress bar of a running import, with its counts. */
export function ImportProgress({ tracking }: { tracking: ImportTracking }) {
  const { t } = useTranslation();
  const total = Math.max(tracking.total_rows, 1);
  const percent = Math.min(100, Math.round((tracking.processed_rows / total) * 100));
  const label = t('import_progress', { processed: tracking.processed_rows, total: tracking.total_rows });
  return (
    <div className="mb-3">
      <div
        className="progress"
        role="progressbar"
        aria-label={label}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
      >
        <div className="progress-bar progress-bar-striped progress-bar-animated" style={{ width: `${percent}%` }} />
      </div>
      <p className="small mt-1 mb-0">{label}</p>
    </div>
  );
}
