import { useTranslation } from 'react-i18next';
import type { AttachedChange } from '@/api/problems';
import { displayDateTime } from '@/format/dates';
import { FieldList } from '@/ui/FieldList';

/** A field of the change that may come as text or as an object with a name, title, full name or e-mail. */
export function changeFieldText(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  for (const key of ['full_name', 'name', 'title', 'priority', 'email']) {
    const text = record[key];
    if (typeof text === 'string' && text.trim()) return text.trim();
  }
  return null;
}

interface ProblemChangeCardProps {
  /** The attached change, or null when none is attached. */
  change: AttachedChange | null;
}

/** The read-only card of the change attached to a problem; 'no data found' without one. */
export function ProblemChangeCard({ change }: ProblemChangeCardProps) {
  const { t } = useTranslation();
  if (!change) return <p className="text-center text-secondary py-4 mb-0">{t('no_data_found')}</p>;
  const rows: Array<[string, string | null]> = [
    [t('created_at'), change.created_at ? displayDateTime(change.created_at) : null],
    [t('status'), changeFieldText(change.status)],
    [t('requester'), changeFieldText(change.requester)],
    [t('subject'), changeFieldText(change.subject)],
    [t('change_type'), changeFieldText(change.change_type)],
    [t('impact'), changeFieldText(change.impact_type)],
    [t('location'), changeFieldText(change.location)],
    [t('department'), changeFieldText(change.department)],
    [t('team'), changeFieldText(change.team)],
    [t('priority'), changeFieldText(change.priority)],
  ];
  const shown = rows.filter((row): row is [string, string] => row[1] !== null);
  return (
    <section className="card" aria-label={t('associated_change')}>
      <div className="card-body">
        <FieldList fields={shown} className="row mb-0" itemClassName="col-sm-6 col-lg-4 mb-2" />
      </div>
    </section>
  );
}
