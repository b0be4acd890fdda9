import { useTranslation } from 'react-i18next';
import type { ChangeRecord } from '@/api/changes';
import { displayDateTime } from '@/format/dates';
import { displayPlannedDate } from '@/format/plannedDate';
import { releasePaths } from '@/features/releases';
import { Link } from '@/ui/Link';
import { ColumnHeaders } from '@/ui/table/ColumnHeaders';

type Named = { name?: string | null; title?: string | null } | string | null | undefined;

/** A release row as the change sends it in attach_releases. */
export interface AttachedReleaseRow {
  id: number;
  subject: string;
  created_at?: string | null;
  planned_start_date?: string | null;
  planned_end_date?: string | null;
  status?: Named;
  priority?: Named;
  location?: Named;
  release_type?: Named;
}

function nameOf(value: Named): string {
  if (typeof value === 'string') return value || '--';
  return value?.name || value?.title || '--';
}

/** The releases the change is part of; planned dates of '--' or the zero date show as '--'. */
export default function ChangeReleasesTab({ change }: { change: ChangeRecord }) {
  const { t } = useTranslation();
  const rows = (change.attach_releases ?? []) as AttachedReleaseRow[];
  if (rows.length === 0) return <p className="text-center text-secondary py-4 mb-0">{t('no_data_found')}</p>;
  const headers = [
    t('id'),
    t('subject'),
    t('created_at'),
    t('change_planned_start_date'),
    t('change_planned_end_date'),
    t('status'),
    t('priority'),
    t('location'),
    t('change_release_type'),
  ];
  return (
    <div className="table-responsive">
      <table className="table table-sm align-middle" aria-label={t('change_releases')}>
        <ColumnHeaders headers={headers} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{row.id}</td>
              <td>
                <Link to={releasePaths.show(row.id)}>{row.subject}</Link>
              </td>
              <td>{displayDateTime(row.created_at)}</td>
              <td>{displayPlannedDate(row.planned_start_date)}</td>
              <td>{displayPlannedDate(row.planned_end_date)}</td>
              <td>{nameOf(row.status)}</td>
              <td>{nameOf(row.priority)}</td>
              <td>{nameOf(row.location)}</td>
              <td>{nameOf(row.release_type)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
