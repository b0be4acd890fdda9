import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { attachmentOwner } from '@/api/attachments';
import { planningMutations, planningQueries, type PlanningKey, type PlanningOwner } from '@/api/planning';
import { useHttp } from '@/host/PluginContext';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { useDialog } from '@/ui/hooks/useDialog';
import { Loader } from '@/ui/Loader';
import { PlanningDialog } from './PlanningDialog';
import { planningTitle } from './planningLabels';
import { PlanningTimeline } from './PlanningTimeline';

export interface PlanningTabProps {
  owner: PlanningOwner;
  /** Name of the tab's alert area. */
  area: string;
  /** Edit and delete are disabled with this tooltip. */
  lockedHint?: string | null;
  /** The user may see the notes but not change them: no edit or delete buttons. */
  readOnly?: boolean;
  /** Called after a note was saved or deleted, to refresh the record. */
  onChanged(): void;
}

/**
 * The planning notes of a record as a timeline, each with edit and delete. A failed load is
 * silent: the loader stops and the list is empty.
 */
export function PlanningTab({ owner, area, lockedHint, readOnly = false, onChanged }: PlanningTabProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const planning = useQuery(planningQueries.entries(http, owner));
  const deletion = useMutation(planningMutations.remove(http, owner));
  const { alert, showSuccess, showError, clear } = useAlert();
  const dialog = useDialog<{ name: 'edit' | 'delete'; key: PlanningKey }>();
  const toDelete = dialog.shown('delete');
  const entries = (planning.data ?? []).map((entry) => ({ ...entry, title: planningTitle(t, owner.type, entry) }));

  /** What an entry's edit or delete button does: nothing to offer while read-only. */
  const opener = (name: 'edit' | 'delete') =>
    readOnly
      ? undefined
      : (key: string) => {
          clear();
          dialog.show({ name, key: key as PlanningKey });
        };

  const confirmDelete = () => {
    if (!toDelete || deletion.isPending) return;
    deletion.mutate(toDelete.key, {
      onSuccess: (message) => {
        showSuccess(message);
        onChanged();
      },
      onError: (error) => showError(error),
      onSettled: dialog.close,
    });
  };

  return (
    <div className="sd-planning-tab">
      <AlertArea area={area} alert={alert} onDismiss={clear} />
      {planning.isLoading ? (
        <Loader />
      ) : (
        <PlanningTimeline
          label={t('planning')}
          idPrefix={`sd-planning-${owner.type}-${owner.id}`}
          entries={entries}
          attachmentOwner={attachmentOwner(owner)}
          lockedHint={lockedHint}
          onEdit={opener('edit')}
          onDelete={opener('delete')}
        />
      )}
      <PlanningDialog
        owner={owner}
        planningKey={dialog.shown('edit')?.key ?? null}
        onClose={dialog.close}
        onSaved={(message) => {
          dialog.close();
          showSuccess(message);
          onChanged();
        }}
      />
      <ConfirmDialog
        show={toDelete !== null}
        busy={deletion.isPending}
        confirmLabel={t('delete')}
        onConfirm={confirmDelete}
        onCancel={dialog.close}
      />
    </div>
  );
}
