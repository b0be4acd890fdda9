import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemAttachmentOwner, type PlanningEntry, type PlanningKey } from '../../../api/problemAssociates';
import { displayDateTime } from '../../../format/dates';
import { AlertArea } from '../../../ui/AlertArea';
import { useAlert } from '../../../ui/alerts';
import { Attachment } from '../../../ui/Attachment';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Loader } from '../../../ui/Loader';
import { SafeHtml } from '../../../ui/SafeHtml';
import { useDeletePlanning, useProblemPlanning } from './hooks';
import PlanningDialog from './PlanningDialog';
import { planningTitle } from './planningLabels';

export interface PlanningTabProps {
  problemId: number;
  onChanged(): void;
}

/**
 * The planning notes of a problem as a timeline, each with edit and delete. A failed load is
 * silent: the loader stops and the list is empty.
 */
export default function PlanningTab({ problemId, onChanged }: PlanningTabProps) {
  const { t } = useTranslation();
  const planning = useProblemPlanning(problemId);
  const deletion = useDeletePlanning(problemId);
  const { alert, showSuccess, showError, clear } = useAlert();
  const [editing, setEditing] = useState<PlanningKey | null>(null);
  const [toDelete, setToDelete] = useState<PlanningKey | null>(null);
  const entries: PlanningEntry[] = planning.data ?? [];

  const confirmDelete = () => {
    if (!toDelete || deletion.isPending) return;
    deletion.mutate(toDelete, {
      onSuccess: (message) => {
        showSuccess(message);
        onChanged();
      },
      onError: (error) => showError(error),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <div className="sd-planning-tab">
      <AlertArea area="problemAssociates" alert={alert} onDismiss={clear} />
      {planning.isLoading ? (
        <Loader />
      ) : entries.length === 0 ? (
        <p className="text-center text-secondary py-4 mb-0">{t('no_data_found')}</p>
      ) : (
        <ol className="list-unstyled sd-timeline mb-0" aria-label={t('planning')}>
          {entries.map((entry) => {
            const title = planningTitle(t, entry.key, entry.title);
            const headingId = `sd-planning-${problemId}-${entry.key}`;
            return (
              <li key={entry.key} className="border-start border-2 ps-3 pb-3 mb-2">
                <article aria-labelledby={headingId}>
                  <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
                    <div>
                      <h3 id={headingId} className="h6 mb-0">
                        {title}
                      </h3>
                      <time className="text-secondary small" dateTime={entry.updated_at ?? undefined}>
                        {displayDateTime(entry.updated_at)}
                      </time>
                    </div>
                    <div className="btn-group btn-group-sm" role="group" aria-label={`${t('actions')}: ${title}`}>
                      <button
                        type="button"
                        className="btn btn-outline-secondary"
                        aria-label={`${t('edit')}: ${title}`}
                        onClick={() => {
                          clear();
                          setEditing(entry.key);
                        }}
                      >
                        {t('edit')}
                      </button>
                      <button
                        type="button"
                        className="btn btn-outline-danger"
                        aria-label={`${t('delete')}: ${title}`}
                        onClick={() => {
                          clear();
                          setToDelete(entry.key);
                        }}
                      >
                        {t('delete')}
                      </button>
                    </div>
                  </div>
                  <SafeHtml html={entry.description} className="mt-2" />
                  {entry.attachment && (
                    <div className="mt-1">
                      <Attachment
                        file={entry.attachment}
                        owner={entry.attachment.owner || problemAttachmentOwner(problemId)}
                      />
                    </div>
                  )}
                </article>
              </li>
            );
          })}
        </ol>
      )}
      <PlanningDialog
        problemId={problemId}
        identifier={editing}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          showSuccess(message);
          onChanged();
        }}
      />
      <ConfirmDialog
        show={toDelete !== null}
        busy={deletion.isPending}
        confirmLabel={t('delete')}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
