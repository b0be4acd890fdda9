import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attachedChange, NO_PROBLEM_ACTIONS } from '../../../api/problemView';
import { isApiError } from '../../../api/errors';
import { AlertArea } from '../../../ui/AlertArea';
import { LoadFailure } from '../../../ui/LoadFailure';
import { errorMessage, useAlert } from '../../../ui/alerts';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DELAY_MS } from '../../../ui/constants';
import { useTimeout } from '../../../ui/hooks/useTimeout';
import { Loader } from '../../../ui/Loader';
import { NotFound } from '../../../ui/NotFound';
import { usePluginContext } from '../../../ui/PluginContext';
import { problemPaths } from '../paths';
import { AttachAssetsToProblemDialog, AttachTicketsDialog, PlanningDialog } from './associates';
import { AttachExistingChangeDialog } from './AttachExistingChangeDialog';
import {
  useCloseProblem,
  useDeleteProblemFromView,
  useDetachChange,
  useProblem,
  useProblemActions,
  useRefreshProblem,
} from './hooks';
import { ProblemActionMenus, type PlanningIdentifier } from './ProblemActionMenus';
import { ProblemHeader } from './ProblemHeader';
import { ProblemTabs } from './ProblemTabs';

type Confirmation = 'close' | 'delete' | 'detach';
type LazyDialog = 'planning' | 'assets' | 'tickets' | 'newChange';

/** The change form is loaded with the dialog, when it is first opened. */
const AttachNewChangeDialog = lazy(
  () => import(/* webpackChunkName: "problem-new-change" */ './AttachNewChangeDialog'),
);

/** The problem view: header card with the action menus, the problem-view alerts, the tabs and the dialogs. */
export function ProblemView({ problemId }: { problemId: number }) {
  const { t } = useTranslation();
  const { navigate } = usePluginContext();
  const problem = useProblem(problemId);
  const actionFlags = useProblemActions(problemId);
  const refresh = useRefreshProblem(problemId);
  const closing = useCloseProblem(problemId);
  const deletion = useDeleteProblemFromView(problemId);
  const detaching = useDetachChange(problemId);
  const { alert, showSuccess, showError, clear } = useAlert();
  const { schedule } = useTimeout();

  const [planning, setPlanning] = useState<PlanningIdentifier | null>(null);
  const [attachAssets, setAttachAssets] = useState(false);
  const [attachTickets, setAttachTickets] = useState(false);
  const [attachChange, setAttachChange] = useState(false);
  const [newChange, setNewChange] = useState(false);
  // Each opening starts a fresh form.
  const [newChangeSession, setNewChangeSession] = useState(0);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  // The lazily loaded dialogs are mounted once first opened, then stay for their closing animation.
  const [mounted, setMounted] = useState<Record<LazyDialog, boolean>>({
    planning: false,
    assets: false,
    tickets: false,
    newChange: false,
  });
  const mount = (dialog: LazyDialog) => setMounted((current) => ({ ...current, [dialog]: true }));

  if (problem.isPending) return <Loader />;
  if (problem.isError && !problem.data) {
    if (isApiError(problem.error) && problem.error.status === 404) {
      return <NotFound message={errorMessage(problem.error)} />;
    }
    return (
      <LoadFailure
        area="problem-view"
        error={problem.error}
        onRetry={() => void problem.refetch()}
        retrying={problem.isFetching}
      />
    );
  }
  const detail = problem.data;
  if (!detail) return <Loader />;

  const actions = actionFlags.data ?? NO_PROBLEM_ACTIONS;
  const change = attachedChange(detail);

  const succeeded = (message: string) => {
    showSuccess(message);
    refresh();
  };

  const confirm = () => {
    const done = { onSettled: () => setConfirmation(null) };
    if (confirmation === 'delete') {
      deletion.mutate(undefined, {
        ...done,
        onSuccess: () => navigate(problemPaths.list),
        onError: showError,
      });
    } else if (confirmation === 'close') {
      closing.mutate(undefined, { ...done, onSuccess: showSuccess, onError: showError });
    } else if (confirmation === 'detach' && change) {
      detaching.mutate(change.id, { ...done, onSuccess: showSuccess, onError: showError });
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
            onPlanning={(identifier) => {
              mount('planning');
              setPlanning(identifier);
            }}
            onAttachAssets={() => {
              mount('assets');
              setAttachAssets(true);
            }}
            onAttachTickets={() => {
              mount('tickets');
              setAttachTickets(true);
            }}
            onAttachNewChange={() => {
              mount('newChange');
              setNewChangeSession((session) => session + 1);
              setNewChange(true);
            }}
            onAttachExistingChange={() => setAttachChange(true)}
            onDetachChange={() => setConfirmation('detach')}
            onDelete={() => setConfirmation('delete')}
            onCloseProblem={() => setConfirmation('close')}
          />
        }
      />
      <ProblemTabs problemId={problemId} actions={actions} change={change} onChanged={refresh} />

      <ConfirmDialog
        show={confirmation !== null}
        busy={closing.isPending || deletion.isPending || detaching.isPending}
        confirmLabel={confirmLabel}
        onConfirm={confirm}
        onCancel={() => setConfirmation(null)}
      />
      <AttachExistingChangeDialog
        problemId={problemId}
        show={attachChange}
        onClose={() => setAttachChange(false)}
        onAttached={(message) => {
          setAttachChange(false);
          showSuccess(message);
        }}
      />
      <Suspense fallback={null}>
        {mounted.planning && (
          <PlanningDialog
            problemId={problemId}
            identifier={planning}
            onClose={() => setPlanning(null)}
            onSaved={(message) => {
              setPlanning(null);
              succeeded(message);
            }}
          />
        )}
        {mounted.newChange && (
          <AttachNewChangeDialog
            key={newChangeSession}
            problemId={problemId}
            show={newChange}
            onClose={() => setNewChange(false)}
            onCreated={(message) => {
              setNewChange(false);
              showSuccess(message);
              schedule(refresh, DELAY_MS.refreshAfterNewChange);
            }}
          />
        )}
        {mounted.assets && (
          <AttachAssetsToProblemDialog
            problemId={problemId}
            show={attachAssets}
            onClose={() => setAttachAssets(false)}
            onAttached={(message) => {
              setAttachAssets(false);
              succeeded(message);
            }}
          />
        )}
        {mounted.tickets && (
          <AttachTicketsDialog
            problemId={problemId}
            show={attachTickets}
            onClose={() => setAttachTickets(false)}
            onAttached={(message) => {
              setAttachTickets(false);
              succeeded(message);
            }}
          />
        )}
      </Suspense>
    </div>
  );
}
