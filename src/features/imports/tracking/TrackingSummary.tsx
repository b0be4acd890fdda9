import { useTranslation } from 'react-i18next';
import type { ImportTracking } from '@/api/imports';
import { displayDateTime } from '@/format/dates';
import { Link } from '@/ui/Link';
import { ColumnHeaders } from '@/ui/table/ColumnHeaders';

interface TrackingSummaryProps {
  tracking: ImportTracking;
  followUp?: { to: string; label: string | undefined };
}

/** The import's summary table; the action column only when a follow-up link is given. */
export function TrackingSummary({ tracking, followUp }: TrackingSummaryProps) {
  const { t } = useTranslation();
  const headers = [
    t('import_name'),
    t('import_type'),
    t('import_status'),
    t('import_ended_at'),
    t('import_created'),
    t('import_updated'),
    t('import_failed'),
    t('import_warning'),
  ];
  return (
    <table className="table table-sm" aria-label={t('import_summary')}>
      <ColumnHeaders headers={headers}>{followUp && <th scope="col">{t('import_action')}</th>}</ColumnHeaders>
      <tbody>
        <tr>
          <td>{tracking.name}</td>
          <td>{tracking.type}</td>
          <td>{tracking.status_text}</td>
          <td>{displayDateTime(tracking.ended_at)}</td>
          <td>{tracking.totalCreated}</td>
          <td>{tracking.totalUpdated}</td>
          <td>{tracking.totalFailed}</td>
          <td>{tracking.totalWarning}</td>
          {followUp && (
            <td>
              <Link to={followUp.to}>{followUp.label ?? t('view')}</Link>
            </td>
          )}
        </tr>
      </tbody>
    </table>
  );
}
