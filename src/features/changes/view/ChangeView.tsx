import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_CHANGE_ACTIONS, type ChangePlanningKey } from '../../../api/changeView';
import { minutesOf } from '../../../format/duration';
import { AlertArea } from '../../../ui/AlertArea';
import { errorMessage, useAlert } from '../../../ui/alerts';
import { AttachAssetsDialog } from '../../../ui/AttachAssetsDialog';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DIALOG_WIDTH } from '../../../ui/constants';
import { Loader } from '../../../ui/Loader';
import { NotFound } from '../../../ui/NotFound';
import { usePluginContext } from '../../../ui/PluginContext';
import { ApplyCabDialog } from '../../cab/ApplyCabDialog';
import { ChangeCustomFieldValues, ChangeTypePropertiesCard } from '../customFields';
import { changePaths } from '../paths';
import { ActivityDurationDialog } from './ActivityDurationDialog';
import { ChangeHeader } from './ChangeHeader';
import { ChangePlanningDialog } from './ChangePlanningDialog';
import { ChangeTabs } from './ChangeTabs';
import { ChangeToolbar, type TicketAssociation } from './ChangeToolbar';
import {
  useAssignChange,
  useAttachChangeAssets,
  useAttachChangeTickets,
  useAttachRelease,
  useChangeActions,
  useChangeView,
  useCloseChange,
  useDeleteChange,
  useDetachRelease,
  useRefreshChange,
  useUpdateActivityDuration,
} from './hooks';
import { PickDialog } from '../../../ui/PickDialog';

/** The release form is loaded with its dialog, the first time it is opened. */
const NewReleaseDialog = lazy(() => import(/* webpackChunkName: "change-new-release" */ './NewReleaseDialog'));

type Confirmation = 'close' | 'delete' | 'detach-release';
type Opened = 'apply-cab' | 'assets' | 'assign' | 'existing-release' | 'duration';

/** The change view: header card with toolbar and details, the change-view alerts, the tabs, the dialogs. */
export function ChangeView({ changeId }: { changeId: number }) {
  const { t } = useTranslation();
  const { navigate } = usePluginContext();
  const change = useChangeView(changeId);
  const actionFlags = useChangeActions(changeId);
  const refresh = useRefreshChange(changeId);
  const closing = useCloseChange(changeId);
  const deletion = useDeleteChange(changeId);
  const detachingRelease = useDetachRelease(changeId);
  const assign = useAssignChange(changeId);
  const duration = useUpdateActivityDuration(changeId);
  const attachRelease = useAttachRelease(changeId);
  const attachAssets = useAttachChangeAssets(changeId);
  const attachTickets = useAttachChangeTickets(changeId);
  const { alert, showSuccess, showError, clear } = useAlert();

  const [planning, setPlanning] = useState<ChangePlanningKey | null>(null);
  const [tickets, setTickets] = useState<TicketAssociation | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [newRelease, setNewRelease] = useState(false);
  const [newReleaseMounted, setNewReleaseMounted] = useState(false);
  const assetParams = useMemo(() => ({ change_id: changeId }), [changeId]);

  if (change.isPending) return <Loader />;
  if (change.isError && !change.data) return <NotFound message={errorMessage(change.error)} />;
  const detail = change.data;
  if (!detail) return <Loader />;
  const actions = actionFlags.data ?? NO_CHANGE_ACTIONS;
  const lockedHint = actionFlags.data && !actions.change_details_edit_permission ? t('can_not_update_change') : null;
  const release = detail.release ?? detail.attach_releases?.[0] ?? null;

  const done = (message: string) => {
    setOpened(null);
    showSuccess(message);
  };

  const confirm = () => {
    const settled = { onSettled: () => setConfirmation(null) };
    if (confirmation === 'delete') {
      deletion.mutate(undefined, {
        ...settled,
        onSuccess: () => navigate(`${changePaths.list}/list`),
        onError: showError,
      });
    } else if (confirmation === 'close') {
      closing.mutate(undefined, { ...settled, onSuccess: showSuccess, onError: showError });
    } else if (confirmation === 'detach-release') {
      detachingRelease.mutate(undefined, { ...settled, onSuccess: showSuccess, onError: showError });
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
      <ChangeHeader
        change={detail}
        customFields={<ChangeCustomFieldValues fields={detail.custom_fields ?? []} />}
        toolbar={
          <ChangeToolbar
            changeId={changeId}
            actions={actions}
            releaseSubject={release?.subject ?? null}
            onPlanning={setPlanning}
            onAssociateTickets={setTickets}
            onApplyCab={() => setOpened('apply-cab')}
            onAttachAssets={() => setOpened('assets')}
            onDetachRelease={() => setConfirmation('detach-release')}
            onNewRelease={() => {
              setNewReleaseMounted(true);
              setNewRelease(true);
            }}
            onExistingRelease={() => setOpened('existing-release')}
            onAssign={() => setOpened('assign')}
            onDelete={() => setConfirmation('delete')}
            onClose={() => setConfirmation('close')}
            onActivityDuration={() => setOpened('duration')}
          />
        }
      />
      <ChangeTypePropertiesCard changeType={detail.change_type ?? null} fields={detail.custom_fields ?? []} />
      <ChangeTabs changeId={changeId} change={detail} actions={actions} lockedHint={lockedHint} />

      <ApplyCabDialog
        changeId={changeId}
        show={opened === 'apply-cab'}
        onClose={() => setOpened(null)}
        onApplied={(message) => {
          done(message);
          refresh();
        }}
      />
      <ConfirmDialog
        show={confirmation !== null}
        busy={closing.isPending || deletion.isPending || detachingRelease.isPending}
        confirmLabel={confirmLabel}
        onConfirm={confirm}
        onCancel={() => setConfirmation(null)}
      />
      <ChangePlanningDialog
        changeId={changeId}
        planningKey={planning}
        onClose={() => setPlanning(null)}
        onSaved={(message) => {
          setPlanning(null);
          showSuccess(message);
        }}
      />
      <PickDialog
        show={tickets !== null}
        title={tickets === 'initiated' ? t('change_tickets_initiated') : t('change_tickets_initiating')}
        width={DIALOG_WIDTH.assign}
        dependency="tickets_based_on_change"
        supplements={changeId}
        searchLabel={t('change_search_tickets')}
        chooseLabel={t('change_choose_tickets')}
        submitLabel={t('attach')}
        multiple
        area="change-ticket"
        onClose={() => setTickets(null)}
        onSubmit={(ticketIds) => attachTickets.mutateAsync({ ticketIds, type: tickets ?? 'initiating' })}
        onDone={(message) => {
          setTickets(null);
          showSuccess(message);
        }}
      />
      <AttachAssetsDialog
        show={opened === 'assets'}
        onClose={() => setOpened(null)}
        title={t('attach_assets')}
        listParams={assetParams}
        onSubmit={(assetIds) => attachAssets.mutateAsync(assetIds)}
        onSuccess={done}
      />
      <PickDialog
        show={opened === 'assign'}
        title={t('change_assign')}
        width={DIALOG_WIDTH.assign}
        dependency="agents"
        searchLabel={t('change_search_agents')}
        chooseLabel={t('change_choose_assignee')}
        submitLabel={t('change_assign')}
        area="change-view"
        onClose={() => setOpened(null)}
        onSubmit={([assigneeId]) => assign.mutateAsync(assigneeId)}
        onDone={done}
      />
      <PickDialog
        show={opened === 'existing-release'}
        title={t('change_existing_release')}
        width={DIALOG_WIDTH.assign}
        dependency="releases"
        searchLabel={t('change_search_releases')}
        chooseLabel={t('change_choose_release')}
        submitLabel={t('attach')}
        area="change-view"
        onClose={() => setOpened(null)}
        onSubmit={([releaseId]) => attachRelease.mutateAsync(releaseId)}
        onDone={done}
      />
      {opened === 'duration' && (
        <ActivityDurationDialog
          show
          current={minutesOf(detail.total_activity_duration)}
          onClose={() => setOpened(null)}
          onSubmit={(minutes) => duration.mutateAsync(minutes)}
          onDone={done}
        />
      )}
      {newReleaseMounted && (
        <Suspense fallback={null}>
          <NewReleaseDialog
            changeId={changeId}
            show={newRelease}
            onClose={() => setNewRelease(false)}
            onCreated={(message) => {
              setNewRelease(false);
              showSuccess(message);
              refresh();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
