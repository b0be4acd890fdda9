import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeMutations } from '@/api/changes';
import { ticketOwner } from '@/api/owners';
import type { TicketActions } from '@/api/permissions';
import { problemMutations } from '@/api/problems';
import type { TicketLinkType } from '@/api/tickets';
import { useHttp } from '@/host/PluginContext';
import { dispatchTicketChanged } from '@/host/ticketSignal';
import { AttachAssetsToOwnerDialog } from '@/records/assets/AttachAssetsToOwnerDialog';
import { PickChangeDialog } from '@/records/lookups/PickChangeDialog';
import { PickDialog } from '@/records/lookups/PickDialog';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { DIALOG_WIDTH } from '@/ui/constants';
import { useDialog } from '@/ui/hooks/useDialog';
import { useRefreshTicket, useTicketActions, useTicketProblem } from '../hooks';
import { useTicketChangeSignal } from '../useTicketChangeSignal';
import { CreateChangeDialog } from './CreateChangeDialog';
import { NewProblemDialog } from './NewProblemDialog';

export interface TicketActionBarProps {
  ticketId: number;
  /** The ticket's subject, which a new problem created from the ticket starts with. */
  subject?: string;
  /** The ticket's actions object when the host has it; else it is fetched for the signed-in user. */
  actions?: Partial<TicketActions> | null;
  /** An archived ticket: nothing is offered (and no actions are fetched). */
  isArchive?: boolean;
}

type ActionDialog = {
  name:
    | 'assets'
    | 'new-problem'
    | 'existing-problem'
    | 'detach-problem'
    | 'create-change'
    | 'change-initiating'
    | 'change-initiated';
};

/** When the actions cannot be read, attaching assets stays offered (the server still checks). */
const FALLBACK_ACTIONS: Partial<TicketActions> = { attach_asset: true, show_attach_assets: true };
const NO_ACTIONS: Partial<TicketActions> = {};

/**
 * The ticket timeline's action bar: attach assets, attach a new or an existing problem, detach the
 * problem, create a change or attach an existing one as initiating or initiated. Each action shows
 * only when the actions object allows it. Successes show the server's message and signal the
 * ticket change to the host and the other slots.
 */
export function TicketActionBar({ ticketId, subject, actions, isArchive = false }: TicketActionBarProps) {
  const { t } = useTranslation();
  const given = isArchive ? NO_ACTIONS : actions;
  const fetched = useTicketActions(ticketId, given);
  const problem = useTicketProblem(ticketId);
  const refresh = useRefreshTicket(ticketId);
  useTicketChangeSignal(ticketId, refresh);
  const { alert, showSuccess, showError, clear } = useAlert();
  const dialog = useDialog<ActionDialog>();
  const http = useHttp();
  const owner = useMemo(() => ticketOwner(ticketId), [ticketId]);
  const attachProblem = useMutation(problemMutations.attachToTicket(http, ticketId));
  const detachProblem = useMutation(problemMutations.detachFromTicket(http, ticketId));
  const attachInitiating = useMutation(changeMutations.attachToTicket(http, ticketId, 'initiating'));
  const attachInitiated = useMutation(changeMutations.attachToTicket(http, ticketId, 'initiated'));
  const isShown = (name: ActionDialog['name']) => dialog.current?.name === name;

  const allowed: Partial<TicketActions> = given ?? fetched.data ?? (fetched.isError ? FALLBACK_ACTIONS : {});
  const problemId = problem.data?.id ?? null;

  const done = (message: string) => {
    dialog.close();
    showSuccess(message);
    dispatchTicketChanged(ticketId);
  };

  const openDialog = (name: ActionDialog['name']) => {
    clear();
    dialog.show({ name });
  };

  const dialogButton = (name: ActionDialog['name'], label: string) => (
    <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => openDialog(name)}>
      {label}
    </button>
  );

  const confirmDetachProblem = () => {
    if (problemId === null || detachProblem.isPending) return;
    detachProblem.mutate(problemId, {
      onSuccess: done,
      onError: (error) => {
        dialog.close();
        showError(error);
      },
    });
  };

  const changeDialog = (type: TicketLinkType) => (
    <PickChangeDialog
      show={isShown(`change-${type}`)}
      title={t(`ts_attach_change_${type}`)}
      dependency="changes_based_on_ticket"
      lookupParams={{ ticket_id: ticketId }}
      onClose={dialog.close}
      onSubmit={(changeId) => (type === 'initiating' ? attachInitiating : attachInitiated).mutateAsync(changeId)}
      onDone={done}
    />
  );

  const showProblemActions =
    allowed.show_attach_new_problem || allowed.show_attach_existing_problem || allowed.show_detach_problem;
  const showChangeActions = allowed.attach_change_initiating || allowed.attach_change_initiated;

  return (
    <div className="sd-ticket-action-bar">
      <div className="btn-toolbar gap-2 flex-wrap" role="toolbar" aria-label={t('ts_ticket_actions')}>
        {fetched.isPending && !given && (
          <span className="spinner-border spinner-border-sm text-secondary align-self-center" role="status">
            <span className="sd-visually-hidden">{t('loading')}</span>
          </span>
        )}
        {(allowed.show_attach_assets ?? allowed.attach_asset) && dialogButton('assets', t('attach_assets'))}
        {showProblemActions && (
          <div className="btn-group" role="group" aria-label={t('ts_problem_actions')}>
            {allowed.show_attach_new_problem && dialogButton('new-problem', t('ts_attach_new_problem'))}
            {allowed.show_attach_existing_problem && dialogButton('existing-problem', t('ts_attach_existing_problem'))}
            {allowed.show_detach_problem && (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                disabled={problemId === null || detachProblem.isPending}
                onClick={() => openDialog('detach-problem')}
              >
                {t('ts_detach_problem')}
              </button>
            )}
          </div>
        )}
        {showChangeActions && (
          <div className="btn-group" role="group" aria-label={t('ts_change_actions')}>
            {/* A change created here is initiated by the ticket: it comes under that attach. */}
            {allowed.attach_change_initiating && dialogButton('change-initiating', t('ts_attach_change_initiating'))}
            {allowed.attach_change_initiating && dialogButton('create-change', t('create_change'))}
            {allowed.attach_change_initiated && dialogButton('change-initiated', t('ts_attach_change_initiated'))}
          </div>
        )}
      </div>
      <div className="mt-2">
        <AlertArea area="timeline" alert={alert} onDismiss={clear} />
      </div>

      <AttachAssetsToOwnerDialog owner={owner} show={isShown('assets')} onClose={dialog.close} onAttached={done} />
      <NewProblemDialog
        ticketId={ticketId}
        ticketSubject={subject}
        show={isShown('new-problem')}
        onClose={dialog.close}
        onCreated={done}
      />
      <PickDialog
        show={isShown('existing-problem')}
        title={t('ts_attach_existing_problem')}
        width={DIALOG_WIDTH.newChange}
        dependency="problems"
        searchLabel={t('ts_search_problems')}
        chooseLabel={t('ts_choose_problem')}
        submitLabel={t('attach')}
        area="attach-dialog"
        onClose={dialog.close}
        onSubmit={([problemId]) => attachProblem.mutateAsync(problemId)}
        onDone={done}
      />
      <ConfirmDialog
        show={isShown('detach-problem')}
        busy={detachProblem.isPending}
        title={t('ts_detach_problem')}
        confirmLabel={t('detach')}
        onConfirm={confirmDetachProblem}
        onCancel={dialog.close}
      />
      <CreateChangeDialog ticketId={ticketId} show={isShown('create-change')} onClose={dialog.close} onCreated={done} />
      {changeDialog('initiating')}
      {changeDialog('initiated')}
    </div>
  );
}
