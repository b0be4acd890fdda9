import { carryToNextPage } from '@/ui/carriedMessage';
import { lazy, Suspense, useMemo } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeMutations, changeQueries, invalidateChange, NO_CHANGE_ACTIONS } from '@/api/changes';
import { changeOwner } from '@/api/owners';
import { releaseMutations } from '@/api/releases';
import { ticketMutations } from '@/api/tickets';
import { ApplyCabDialog, AwaitingApprovalBanner } from '@/features/cab';
import { minutesOf } from '@/format/duration';
import { usePluginContext } from '@/host/PluginContext';
import { AttachAssetsToOwnerDialog } from '@/records/assets/AttachAssetsToOwnerDialog';
import { PickDialog } from '@/records/lookups/PickDialog';
import { PlanningDialog } from '@/records/planning/PlanningDialog';
import { AlertArea } from '@/ui/AlertArea';
import { errorMessage, useAlert } from '@/ui/alerts';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { DIALOG_WIDTH } from '@/ui/constants';
import { useDialog } from '@/ui/hooks/useDialog';
import { Loader } from '@/ui/Loader';
import { NotFound } from '@/ui/NotFound';
import { ChangeCustomFieldValues, ChangeTypePropertiesCard } from '../customFields';
import { changePaths } from '../paths';
import { ActivityDurationDialog } from './ActivityDurationDialog';
import { ChangeHeader } from './ChangeHeader';
import { ChangeTabs } from './ChangeTabs';
import { ChangeToolbar, type ChangeViewDialog } from './ChangeToolbar';
import { useShownTab } from './useShownTab';

/** The release form is loaded with its dialog, the first time it is opened. */
const NewReleaseDialog = lazy(() => import(/* webpackChunkName: "change-new-release" */ './NewReleaseDialog'));

/** The change view: header card with toolbar and details, the change-view alerts, the tabs, the dialogs. */
export function ChangeView({ changeId }: { changeId: number }) {
  const { t } = useTranslation();
  const { http, navigate } = usePluginContext();
  const queryClient = useQueryClient();
  const change = useQuery(changeQueries.detail(http, changeId));
  const actionFlags = useQuery(changeQueries.actions(http, changeId));
  const closing = useMutation(changeMutations.close(http, changeId));
  const deletion = useMutation(changeMutations.remove(http));
  const assign = useMutation(changeMutations.assign(http, changeId));
  const duration = useMutation(changeMutations.updateActivityDuration(http, changeId));
  const attachRelease = useMutation(releaseMutations.attachToChange(http, changeId));
  const detachRelease = useMutation(releaseMutations.detachFromChange(http, changeId));
  const owner = useMemo(() => changeOwner(changeId), [changeId]);
  const attachTickets = useMutation(ticketMutations.attachToChange(http, changeId));
  const { alert, showSuccess, showError, clear } = useAlert();
  const dialog = useDialog<ChangeViewDialog>();
  const refresh = () => void invalidateChange(queryClient, changeId);
  const shownTab = useShownTab();

  if (change.isPending) return <Loader />;
  if (change.isError && !change.data) return <NotFound message={errorMessage(change.error)} />;
  const detail = change.data;
  if (!detail) return <Loader />;
  const actions = actionFlags.data ?? NO_CHANGE_ACTIONS;
  const lockedHint = actionFlags.data && !actions.change_details_edit_permission ? t('can_not_update_change') : null;
  const release = detail.release ?? detail.attach_releases?.[0] ?? null;
  const confirmation = dialog.shown('confirm')?.action ?? null;
  const tickets = dialog.shown('tickets')?.type ?? null;
  const isShown = (name: ChangeViewDialog['name']) => dialog.current?.name === name;

  /** After an action: its message, and the tab showing what it changed. */
  const done = (tab: string) => (message: string) => {
    dialog.close();
    showSuccess(message);
    shownTab.showAffected(tab);
  };
  /** A change made here that the mutation does not reload by itself: the view reloads. */
  const changed = (tab: string) => (message: string) => {
    done(tab)(message);
    refresh();
  };

  const confirm = () => {
    const settled = { onError: showError, onSettled: dialog.close };
    if (confirmation === 'delete') {
      deletion.mutate(changeId, {
        ...settled,
        onSuccess: (message) => {
          carryToNextPage(message);
          navigate(`${changePaths.list}/list`);
        },
      });
    } else if (confirmation === 'close') {
      closing.mutate(undefined, { ...settled, onSuccess: done('activity') });
    } else if (confirmation === 'detach-release') {
      detachRelease.mutate(undefined, { ...settled, onSuccess: done('releases') });
    }
  };

  const confirmLabel =
    confirmation === 'delete' ? t('delete') : confirmation === 'close' ? t('change_close') : t('detach');

  return (
    <div className="m-3">
      <AlertArea area="change-view" alert={alert} onDismiss={clear} />
      {actionFlags.isError && (
        <AlertArea area="change-view" alert={{ kind: 'danger', text: errorMessage(actionFlags.error) }} />
      )}
      {lockedHint && <AwaitingApprovalBanner />}
      <ChangeHeader
        change={detail}
        customFields={<ChangeCustomFieldValues fields={detail.custom_fields ?? []} />}
        toolbar={
          <ChangeToolbar
            changeId={changeId}
            actions={actions}
            releaseSubject={release?.subject ?? null}
            onOpen={dialog.show}
          />
        }
      />
      <ChangeTypePropertiesCard changeType={detail.change_type ?? null} fields={detail.custom_fields ?? []} />
      <ChangeTabs
        changeId={changeId}
        change={detail}
        actions={actions}
        lockedHint={lockedHint}
        onChanged={refresh}
        shown={shownTab}
      />

      <ApplyCabDialog
        changeId={changeId}
        show={isShown('apply-cab')}
        onClose={dialog.close}
        onApplied={changed('cabs')}
      />
      <ConfirmDialog
        show={confirmation !== null}
        busy={closing.isPending || deletion.isPending || detachRelease.isPending}
        confirmLabel={confirmLabel}
        onConfirm={confirm}
        onCancel={dialog.close}
      />
      <PlanningDialog
        owner={owner}
        planningKey={dialog.shown('planning')?.key ?? null}
        onClose={dialog.close}
        onSaved={changed('planning')}
      />
      <PickDialog
        show={tickets !== null}
        title={tickets === 'initiated' ? t('change_tickets_initiated') : t('change_tickets_initiating')}
        width={DIALOG_WIDTH.assign}
        dependency="tickets_based_on_change"
        lookupParams={{ change_id: changeId }}
        searchLabel={t('change_search_tickets')}
        chooseLabel={t('change_choose_tickets')}
        submitLabel={t('attach')}
        multiple
        area="change-ticket"
        onClose={dialog.close}
        onSubmit={(ticketIds) => attachTickets.mutateAsync({ ticketIds, type: tickets ?? 'initiating' })}
        onDone={changed('tickets')}
      />
      <AttachAssetsToOwnerDialog
        owner={owner}
        show={isShown('assets')}
        onClose={dialog.close}
        onAttached={changed('assets')}
      />
      <PickDialog
        show={isShown('assign')}
        title={t('change_assign')}
        width={DIALOG_WIDTH.assign}
        dependency="agents"
        searchLabel={t('change_search_agents')}
        chooseLabel={t('change_choose_assignee')}
        submitLabel={t('change_assign')}
        area="change-view"
        onClose={dialog.close}
        onSubmit={([assigneeId]) => assign.mutateAsync(assigneeId)}
        onDone={done('activity')}
      />
      <PickDialog
        show={isShown('existing-release')}
        title={t('change_existing_release')}
        width={DIALOG_WIDTH.assign}
        dependency="releases"
        searchLabel={t('change_search_releases')}
        chooseLabel={t('change_choose_release')}
        submitLabel={t('attach')}
        area="change-view"
        onClose={dialog.close}
        onSubmit={([releaseId]) => attachRelease.mutateAsync(releaseId)}
        onDone={done('releases')}
      />
      {isShown('duration') && (
        <ActivityDurationDialog
          show
          current={minutesOf(detail.total_activity_duration)}
          onClose={dialog.close}
          onSubmit={(minutes) => duration.mutateAsync(minutes)}
          onDone={done('activity')}
        />
      )}
      {dialog.wasShown('new-release') && (
        <Suspense fallback={null}>
          <NewReleaseDialog
            changeId={changeId}
            show={isShown('new-release')}
            onClose={dialog.close}
            onCreated={done('releases')}
          />
        </Suspense>
      )}
    </div>
  );
}
