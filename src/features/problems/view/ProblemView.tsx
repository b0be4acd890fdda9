import { lazy, Suspense, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { problemOwner } from '@/api/owners';
import type { ProblemPlanningKey } from '@/api/planning';
import { attachedChange, NO_PROBLEM_ACTIONS, problemMutations, problemQueries } from '@/api/problems';
import { usePluginContext } from '@/host/PluginContext';
import { useLogReload } from '@/records/activity-log/useLogReload';
import { RecordUnavailable } from '@/records/RecordUnavailable';
import { useDeletionToList } from '@/records/useDeletionToList';
import { AlertArea } from '@/ui/AlertArea';
import { errorMessage, useAlert } from '@/ui/alerts';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { DELAY_MS } from '@/ui/constants';
import { useDialog } from '@/ui/hooks/useDialog';
import { useTimeout } from '@/ui/hooks/useTimeout';
import { Loader } from '@/ui/Loader';
import { problemPaths } from '../paths';
import { AttachAssetsToProblemDialog, AttachTicketsDialog, PlanningDialog } from './associates';
import { AttachExistingChangeDialog } from './AttachExistingChangeDialog';
import { useRefreshProblem } from './hooks';
import { ProblemActionMenus } from './ProblemActionMenus';
import { ProblemHeader } from './ProblemHeader';
import { ProblemTabs } from './ProblemTabs';

type ProblemDialog =
  | { name: 'planning'; key: ProblemPlanningKey }
  | { name: 'assets' | 'tickets' | 'existing-change' | 'new-change' }
  | { name: 'confirm'; action: 'close' | 'delete' | 'detach' };

/** The change form is loaded with the dialog, when it is first opened. */
const AttachNewChangeDialog = lazy(
  () => import(/* webpackChunkName: "problem-new-change" */ './AttachNewChangeDialog'),
);

/** The problem view: header card with the action menus, the problem-view alerts, the tabs and the dialogs. */
export function ProblemView({ problemId }: { problemId: number }) {
  const { t } = useTranslation();
  const { http } = usePluginContext();
  const problem = useQuery(problemQueries.detail(http, problemId));
  const actionFlags = useQuery(problemQueries.actions(http, problemId));
  const refresh = useRefreshProblem(problemId);
  const reloadLog = useLogReload(problemOwner(problemId));
  const closing = useMutation(problemMutations.close(http, problemId));
  const deletion = useDeletionToList(problemMutations.remove(http), problemPaths.list);
  const detaching = useMutation(problemMutations.detachChange(http, problemId));
  const { alert, showSuccess, showError, clear } = useAlert();
  const { schedule } = useTimeout();
  const dialog = useDialog<ProblemDialog>();
  // Each opening of the new-change dialog starts a fresh form.
  const [newChangeSession, setNewChangeSession] = useState(0);

  if (!problem.data) return <RecordUnavailable record={problem} area="problem-view" />;
  const detail = problem.data;
  if (!detail) return <Loader />;

  const actions = actionFlags.data ?? NO_PROBLEM_ACTIONS;
  const change = attachedChange(detail);
  const confirmation = dialog.shown('confirm')?.action ?? null;

  /** After a dialog's success: it closes, its message shows, then `after` runs. */
  const closedWith = (after: () => void) => (message: string) => {
    dialog.close();
    showSuccess(message);
    after();
  };
  const succeeded = closedWith(refresh);

  const confirm = () => {
    const changed = {
      onSuccess: showSuccess,
      onError: showError,
      onSettled: () => {
        dialog.close();
        reloadLog();
      },
    };
    if (confirmation === 'delete') {
      deletion.remove(problemId, {
        onError: showError,
        onSettled: dialog.close,
      });
    } else if (confirmation === 'close') {
      closing.mutate(undefined, changed);
    } else if (confirmation === 'detach' && change) {
      detaching.mutate(change.id, changed);
    }
  };

  const confirmLabel =
    confirmation === 'delete' ? t('delete') : confirmation === 'close' ? t('close_problem') : t('detach');

  return (
    <div className="m-3">
      <AlertArea area="problem-view" alert={alert} onDismiss={clear} />
      {actionFlags.isError && (
        <AlertArea area="problem-view" alert={{ kind: 'danger', text: errorMessage(actionFlags.error) }} />
      )}
      <ProblemHeader
        problem={detail}
        actions={
          <ProblemActionMenus
            problemId={problemId}
            actions={actions}
            hasChange={change !== null}
            onPlanning={(key) => dialog.show({ name: 'planning', key })}
            onAttachAssets={() => dialog.show({ name: 'assets' })}
            onAttachTickets={() => dialog.show({ name: 'tickets' })}
            onAttachNewChange={() => {
              setNewChangeSession((session) => session + 1);
              dialog.show({ name: 'new-change' });
            }}
            onAttachExistingChange={() => dialog.show({ name: 'existing-change' })}
            onDetachChange={() => dialog.show({ name: 'confirm', action: 'detach' })}
            onDelete={() => dialog.show({ name: 'confirm', action: 'delete' })}
            onCloseProblem={() => dialog.show({ name: 'confirm', action: 'close' })}
          />
        }
      />
      <ProblemTabs problemId={problemId} actions={actions} change={change} onChanged={refresh} />

      <ConfirmDialog
        show={confirmation !== null}
        busy={closing.isPending || deletion.isPending || detaching.isPending}
        confirmLabel={confirmLabel}
        onConfirm={confirm}
        onCancel={dialog.close}
      />
      <AttachExistingChangeDialog
        problemId={problemId}
        show={dialog.shown('existing-change') !== null}
        onClose={dialog.close}
        onAttached={closedWith(reloadLog)}
      />
      {/* The lazily loaded dialogs are mounted once first opened, then stay for their closing animation. */}
      <Suspense fallback={null}>
        {dialog.wasShown('planning') && (
          <PlanningDialog
            problemId={problemId}
            identifier={dialog.shown('planning')?.key ?? null}
            onClose={dialog.close}
            onSaved={succeeded}
          />
        )}
        {dialog.wasShown('new-change') && (
          <AttachNewChangeDialog
            key={newChangeSession}
            problemId={problemId}
            show={dialog.shown('new-change') !== null}
            onClose={dialog.close}
            onCreated={closedWith(() => schedule(refresh, DELAY_MS.refreshAfterNewChange))}
          />
        )}
        {dialog.wasShown('assets') && (
          <AttachAssetsToProblemDialog
            problemId={problemId}
            show={dialog.shown('assets') !== null}
            onClose={dialog.close}
            onAttached={succeeded}
          />
        )}
        {dialog.wasShown('tickets') && (
          <AttachTicketsDialog
            problemId={problemId}
            show={dialog.shown('tickets') !== null}
            onClose={dialog.close}
            onAttached={succeeded}
          />
        )}
      </Suspense>
    </div>
  );
}
