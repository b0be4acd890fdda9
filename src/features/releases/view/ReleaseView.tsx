import { useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { releaseOwner } from '@/api/owners';
import type { ReleasePlanningKey } from '@/api/planning';
import { invalidateRelease, NO_RELEASE_ACTIONS, releaseMutations, releaseQueries } from '@/api/releases';
import { usePluginContext } from '@/host/PluginContext';
import { AttachAssetsToOwnerDialog } from '@/records/assets/AttachAssetsToOwnerDialog';
import { PlanningDialog } from '@/records/planning/PlanningDialog';
import { RecordUnavailable } from '@/records/RecordUnavailable';
import { useDeletionToList } from '@/records/useDeletionToList';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { useDialog } from '@/ui/hooks/useDialog';
import { useTimeout } from '@/ui/hooks/useTimeout';
import { releasePaths } from '../paths';
import { AttachReleaseChangesDialog } from './AttachReleaseChangesDialog';
import { ReleaseActionMenus } from './ReleaseActionMenus';
import { ReleaseHeader } from './ReleaseHeader';
import { ReleaseTabs } from './ReleaseTabs';

/** The view is read again this long after an associate change, as the specification asks. */
export const REFRESH_AFTER_ASSOCIATE_MS = 500;

type ReleaseDialog =
  | { name: 'planning'; key: ReleasePlanningKey }
  | { name: 'assets' | 'changes' }
  | { name: 'confirm'; action: 'delete' | 'complete' };

/** The release view: details card with the action menus, the release-view alerts, the tabs and the dialogs. */
export function ReleaseView({ releaseId }: { releaseId: number }) {
  const { t } = useTranslation();
  const { http } = usePluginContext();
  const queryClient = useQueryClient();
  const release = useQuery(releaseQueries.detail(http, releaseId));
  const actionFlags = useQuery(releaseQueries.actions(http, releaseId));
  const deletion = useDeletionToList(releaseMutations.remove(http), releasePaths.list);
  const completion = useMutation(releaseMutations.complete(http, releaseId));
  const { alert, showSuccess, showError, clear } = useAlert();
  const { schedule } = useTimeout();
  const dialog = useDialog<ReleaseDialog>();
  const owner = useMemo(() => releaseOwner(releaseId), [releaseId]);

  if (!release.data) return <RecordUnavailable record={release} area="release-view" />;
  const detail = release.data;
  const confirmation = dialog.shown('confirm')?.action ?? null;
  const refresh = () => void invalidateRelease(queryClient, releaseId);
  const refreshSoon = () => schedule(refresh, REFRESH_AFTER_ASSOCIATE_MS);

  const associated = (message: string) => {
    dialog.close();
    showSuccess(message);
    refreshSoon();
  };

  const confirm = () => {
    if (confirmation === 'delete') {
      deletion.remove(releaseId, {
        onError: showError,
        onSettled: dialog.close,
      });
    } else if (confirmation === 'complete') {
      completion.mutate(undefined, { onSuccess: showSuccess, onError: showError, onSettled: dialog.close });
    }
  };

  return (
    <div className="m-3">
      <AlertArea area="release-view" alert={alert} onDismiss={clear} />
      <ReleaseHeader
        release={detail}
        actions={
          // A failed action-list load hides the action bar.
          actionFlags.data && (
            <ReleaseActionMenus
              releaseId={releaseId}
              actions={actionFlags.data}
              onPlanning={(key) => {
                clear();
                dialog.show({ name: 'planning', key });
              }}
              onAttachAssets={() => dialog.show({ name: 'assets' })}
              onAttachChanges={() => dialog.show({ name: 'changes' })}
              onDelete={() => dialog.show({ name: 'confirm', action: 'delete' })}
              onComplete={() => dialog.show({ name: 'confirm', action: 'complete' })}
            />
          )
        }
      />
      <ReleaseTabs release={detail} actions={actionFlags.data ?? NO_RELEASE_ACTIONS} onChanged={refreshSoon} />

      <ConfirmDialog
        show={confirmation !== null}
        busy={deletion.isPending || completion.isPending}
        title={confirmation === 'complete' ? t('release_complete_confirm') : undefined}
        confirmLabel={confirmation === 'complete' ? t('release_mark_completed') : t('delete')}
        onConfirm={confirm}
        onCancel={dialog.close}
      />
      <PlanningDialog
        owner={owner}
        planningKey={dialog.shown('planning')?.key ?? null}
        onClose={dialog.close}
        onSaved={(message) => {
          dialog.close();
          showSuccess(message);
          refresh();
        }}
      />
      <AttachAssetsToOwnerDialog
        owner={owner}
        show={dialog.shown('assets') !== null}
        onClose={dialog.close}
        onAttached={associated}
      />
      <AttachReleaseChangesDialog
        releaseId={releaseId}
        show={dialog.shown('changes') !== null}
        onClose={dialog.close}
        onAttached={associated}
      />
    </div>
  );
}
