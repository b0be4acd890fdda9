import { useTranslation } from 'react-i18next';
import { displayDateTime } from '@/format/dates';
import { Attachment, type AttachmentFile } from '@/ui/Attachment';
import { SafeHtml } from '@/ui/SafeHtml';

export interface PlanningTimelineEntry {
  key: string;
  title: string;
  description: string | null;
  updated_at: string | null;
  attachment: (AttachmentFile & { owner?: string | null }) | null;
}

export interface PlanningTimelineProps {
  /** Accessible name of the list. */
  label: string;
  entries: PlanningTimelineEntry[];
  /** Owner of the attachments in download links when an entry does not name its own. */
  attachmentOwner: string;
  /** Without them the entries are read-only: no edit or delete buttons. */
  onEdit?(key: string): void;
  onDelete?(key: string): void;
  /** Edit and delete are disabled, with this text as their tooltip. */
  lockedHint?: string | null;
  /** Prefix of the headings' ids. */
  idPrefix: string;
}

/**
 * Planning notes as a timeline: title, updated time, HTML description, attachment, and edit and
 * delete buttons. An empty list shows 'no data found'.
 */
export function PlanningTimeline({
  label,
  entries,
  attachmentOwner,
  onEdit,
  onDelete,
  lockedHint,
  idPrefix,
}: PlanningTimelineProps) {
  const { t } = useTranslation();
  const locked = Boolean(lockedHint);
  if (entries.length === 0) return <p className="text-center text-secondary py-4 mb-0">{t('no_data_found')}</p>;
  return (
    <ol className="list-unstyled sd-timeline mb-0" aria-label={label}>
      {entries.map((entry) => {
        const headingId = `${idPrefix}-${entry.key}`;
        return (
          <li key={entry.key} className="border-start border-2 ps-3 pb-3 mb-2">
            <article aria-labelledby={headingId}>
              <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
                <div>
                  <h3 id={headingId} className="h6 mb-0">
                    {entry.title}
                  </h3>
                  <time className="text-secondary small" dateTime={entry.updated_at ?? undefined}>
                    {displayDateTime(entry.updated_at)}
                  </time>
                </div>
                {onEdit && onDelete && (
                  <div
                    className="btn-group btn-group-sm"
                    role="group"
                    aria-label={`${t('actions')}: ${entry.title}`}
                    title={lockedHint ?? undefined}
                  >
                    {[
                      { action: 'edit', run: onEdit, className: 'btn btn-outline-secondary' },
                      { action: 'delete', run: onDelete, className: 'btn btn-outline-danger' },
                    ].map(({ action, run, className }) => (
                      <button
                        key={action}
                        type="button"
                        className={className}
                        aria-label={`${t(action)}: ${entry.title}`}
                        disabled={locked}
                        title={lockedHint ?? undefined}
                        onClick={() => run(entry.key)}
                      >
                        {t(action)}
                      </button>
                    ))}
                  </div>
                )}
              </div>
              <SafeHtml html={entry.description} className="mt-2" />
              {entry.attachment && (
                <div className="mt-1">
                  <Attachment file={entry.attachment} owner={entry.attachment.owner || attachmentOwner} />
                </div>
              )}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
