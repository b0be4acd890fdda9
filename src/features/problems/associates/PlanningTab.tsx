import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemAttachmentOwner, type PlanningEntry, type PlanningKey } from '../../../api/problemAssociates';
import { AlertArea } from '../../../ui/AlertArea';
import { useAlert } from '../../../ui/alerts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Loader } from '../../../ui/Loader';
import { PlanningTimeline } from '../../../ui/PlanningTimeline';
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
      ) : (
        <PlanningTimeline
          label={t('planning')}
          idPrefix={`sd-planning-${problemId}`}
          entries={entries.map((entry) => ({ ...entry, title: planningTitle(t, entry.key, entry.title) }))}
          attachmentOwner={problemAttachmentOwner(problemId)}
          onEdit={(key) => {
            clear();
            setEditing(key as PlanningKey);
          }}
          onDelete={(key) => {
            clear();
            setToDelete(key as PlanningKey);
          }}
        />
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
