import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeRecord } from '@/api/changes';
import { displayDateTime } from '@/format/dates';
import { hostPaths } from '@/host/hostPaths';
import { minutesOf, splitMinutes } from '@/format/duration';
import { Attachment } from '@/ui/Attachment';
import { DIALOG_WIDTH } from '@/ui/constants';
import { Dialog } from '@/ui/Dialog';
import { NameLink } from '@/ui/NameLink';
import { SafeHtml } from '@/ui/SafeHtml';

/** '2 hours 5 minutes' ('1 hour 1 minute') from minutes: hours = minutes / 60 floored, then the remaining minutes. */
export function useDurationText() {
  const { t } = useTranslation();
  return (total: number) => {
    const { hours, minutes } = splitMinutes(total);
    return t('change_duration_value', {
      hours: t('change_duration_hour_count', { count: hours }),
      minutes: t('change_duration_minute_count', { count: minutes }),
    });
  };
}

function nameOf(value: { name?: string | null; full_name?: string | null; title?: string | null } | null | undefined) {
  return value?.full_name?.trim() || value?.name?.trim() || value?.title?.trim() || '';
}

/** A field whose value names something with a page of its own. */
interface Linked {
  of: { id?: number | null } | null | undefined;
  path(id: number): string;
}

interface ChangeInfoGridProps {
  change: ChangeRecord;
  /** Where the change form's custom field values are shown (ChangeCustomFieldValues). */
  customFields?: ReactNode;
}

/** The change's details, each only when present, the description button and the attachments. */
export function ChangeInfoGrid({ change, customFields }: ChangeInfoGridProps) {
  const { t } = useTranslation();
  const durationText = useDurationText();
  const [showDescription, setShowDescription] = useState(false);
  const minutes = minutesOf(change.total_activity_duration);
  const fields: Array<[string, string, string, Linked?]> = [
    ['agent', t('agent'), nameOf(change.agent), { of: change.agent, path: hostPaths.user }],
    ['department', t('department'), nameOf(change.department), { of: change.department, path: hostPaths.department }],
    ['impact_type', t('impact'), nameOf(change.impact_type)],
    ['location', t('location'), nameOf(change.location)],
    ['priority', t('priority'), nameOf(change.priority)],
    ['team', t('team'), nameOf(change.team)],
    [
      'change_raised_on',
      t('change_raised_on'),
      change.change_raised_on ? displayDateTime(change.change_raised_on) : '',
    ],
    [
      'change_closed_on',
      t('change_closed_on'),
      change.change_closed_on ? displayDateTime(change.change_closed_on) : '',
    ],
    ['total_activity_duration', t('change_total_activity_duration'), minutes === null ? '' : durationText(minutes)],
  ];
  const present = fields.filter(([, , value]) => value !== '');
  return (
    <div className="card-body border-top">
      <dl className="row mb-0">
        {present.map(([key, label, value, linked]) => (
          <div key={key} className="col-sm-6 col-lg-4 mb-2" data-field={key}>
            <dt className="small text-secondary fw-normal">{label}</dt>
            <dd className="mb-0">{linked ? <NameLink of={linked.of} name={value} path={linked.path} /> : value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="btn btn-sm btn-outline-primary mt-2" onClick={() => setShowDescription(true)}>
        {t('change_show_description')}
      </button>
      {/* The change form's custom fields (ChangeCustomFieldValues) are shown here. */}
      {customFields}
      {change.attachments.length > 0 && (
        <div className="mt-3">
          <h2 className="h6">{t('attachment')}</h2>
          <ul className="list-unstyled mb-0">
            {change.attachments.map((file) => (
              <li key={file.id}>
                <Attachment file={file} owner={`sd_changes:${change.id}`} />
              </li>
            ))}
          </ul>
        </div>
      )}
      <Dialog
        show={showDescription}
        width={DIALOG_WIDTH.assign}
        title={t('description')}
        onClose={() => setShowDescription(false)}
      >
        <SafeHtml html={change.description} />
      </Dialog>
    </div>
  );
}
