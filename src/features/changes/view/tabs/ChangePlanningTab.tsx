import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangePlanningKey } from '../../../../api/changeView';
import { AlertArea } from '../../../../ui/AlertArea';
import { useAlert } from '../../../../ui/alerts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog';
import { Loader } from '../../../../ui/Loader';
import { PlanningTimeline } from '../../../../ui/PlanningTimeline';
import { ChangePlanningDialog } from '../ChangePlanningDialog';
import { useChangePlanning, useDeleteChangePlanning } from '../hooks';
import { CHANGE_PLANNING_LABEL_KEYS } from '../planningLabels';
import type { ChangeTabProps } from './ChangeAssetsTab';

/** The change's planning entries as a timeline; a failed load is silent (empty list). */
export default function ChangePlanningTab({ changeId, lockedHint }: ChangeTabProps) {
  const { t } = useTranslation();
  const planning = useChangePlanning(changeId);
  const deletion = useDeleteChangePlanning(changeId);
  const { alert, showSuccess, showError, clear } = useAlert();
  const [editing, setEditing] = useState<ChangePlanningKey | null>(null);
  const [toDelete, setToDelete] = useState<ChangePlanningKey | null>(null);
  const entries = (planning.data ?? []).map((entry) => ({
    ...entry,
    title: t(CHANGE_PLANNING_LABEL_KEYS[entry.key] ?? entry.key),
  }));

  return (
    <div>
      <AlertArea area="change-view" alert={alert} onDismiss={clear} />
      {planning.isLoading ? (
        <Loader />
      ) : (
        <PlanningTimeline
          label={t('planning')}
          idPrefix={`sd-change-planning-${changeId}`}
          entries={entries}
          attachmentOwner={`sd_changes:${changeId}`}
          lockedHint={lockedHint}
          onEdit={(key) => {
            clear();
            setEditing(key as ChangePlanningKey);
          }}
          onDelete={(key) => {
            clear();
            setToDelete(key as ChangePlanningKey);
          }}
        />
      )}
      <ChangePlanningDialog
        changeId={changeId}
        planningKey={editing}
        onClose={() => setEditing(null)}
        onSaved={(message) => {
          setEditing(null);
          showSuccess(message);
        }}
      />
      <ConfirmDialog
        show={toDelete !== null}
        busy={deletion.isPending}
        confirmLabel={t('delete')}
        onConfirm={() =>
          toDelete &&
          deletion.mutate(toDelete, {
            onSuccess: showSuccess,
            onError: showError,
            onSettled: () => setToDelete(null),
          })
        }
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
