import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  changeApprovalMutations,
  changeApprovalQueries,
  type ApprovalActionType,
  type ReminderTarget,
} from '@/api/change-approvals';
import { useHttp } from '@/host/PluginContext';
import { AlertArea } from '@/ui/AlertArea';
import { errorMessage, useAlert } from '@/ui/alerts';
import { ConfirmDialog } from '@/ui/ConfirmDialog';
import { Loader } from '@/ui/Loader';
import { ApproverDialog, type ApproverDialogTarget } from './ApproverDialog';
import { BoardCard } from './BoardCard';
import type { BoardActions } from './boardActions';
import { CabDecisionDialog } from './CabDecisionDialog';

export interface ChangeCabsTabProps {
  changeId: number;
  /** The change view's action flags that concern the CAB. */
  flags: { allowed_cab_action: boolean; remove_cab: boolean };
  /** After any successful action: the view refreshes its flags and associates. */
  onChanged(): void;
}

/**
 * The change's CAB approvals: boards, their levels and approvers with status icons, and the
 * actions on a pending board (decide, remove, reminders, approvers).
 */
export function ChangeCabsTab({ changeId, flags, onChanged }: ChangeCabsTabProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const status = useQuery(changeApprovalQueries.ofChange(http, changeId));
  const remove = useMutation(changeApprovalMutations.remove(http, changeId));
  const reminders = useMutation(changeApprovalMutations.autoReminders(http, changeId));
  const remind = useMutation(changeApprovalMutations.sendReminder(http, changeId));
  const { alert, showSuccess, showError, clear } = useAlert();
  const [decision, setDecision] = useState<ApprovalActionType | null>(null);
  const [approverTarget, setApproverTarget] = useState<ApproverDialogTarget | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);

  const done = (message: string) => {
    showSuccess(message);
    onChanged();
  };

  const sendReminder = (target: ReminderTarget) => {
    clear();
    remind.mutate(target, { onSuccess: done, onError: showError });
  };

  const actions: BoardActions = {
    canDecide: flags.allowed_cab_action,
    canManage: flags.remove_cab,
    busy: remove.isPending || reminders.isPending || remind.isPending,
    onDecide: setDecision,
    onRemove: () => {
      clear();
      setConfirmRemove(true);
    },
    onAutoReminders: (boardId, on) => {
      clear();
      reminders.mutate({ boardId, on }, { onSuccess: done, onError: showError });
    },
    onRemindLevel: (level) => sendReminder({ type: 'level', change_id: changeId, id: level.id }),
    onRemindApprover: (level, approver, kind) =>
      sendReminder({ type: 'approver', change_id: changeId, id: approver.id, level_id: level.id, approver_type: kind }),
    onAddApprover: (level) => setApproverTarget({ mode: 'add', levelId: level.id, levelName: level.name }),
    onRemoveApprover: (level, approver) =>
      setApproverTarget({ mode: 'remove', levelId: level.id, levelName: level.name, approver }),
  };

  const confirmRemoval = () => {
    remove.mutate(undefined, {
      onSuccess: (message) => {
        setConfirmRemove(false);
        done(message);
      },
      onError: (error) => {
        setConfirmRemove(false);
        showError(error);
      },
    });
  };

  const boards = status.data ?? [];
  return (
    <div>
      <AlertArea area="change-cabs" alert={alert} onDismiss={clear} />
      {status.isLoading ? (
        <Loader />
      ) : status.isError ? (
        <p className="text-danger" role="alert">
          {errorMessage(status.error)}
        </p>
      ) : boards.length === 0 ? (
        <p className="text-secondary">{t('cab_no_approval')}</p>
      ) : (
        boards.map((board) => <BoardCard key={board.id} board={board} actions={actions} />)
      )}
      <CabDecisionDialog
        changeId={changeId}
        action={decision}
        onClose={() => setDecision(null)}
        onChanged={onChanged}
      />
      <ApproverDialog
        changeId={changeId}
        target={approverTarget}
        onClose={() => setApproverTarget(null)}
        onChanged={onChanged}
      />
      <ConfirmDialog
        show={confirmRemove}
        busy={remove.isPending}
        title={t('cab_remove_approval')}
        message={t('cab_remove_approval_confirm')}
        confirmLabel={t('cab_remove')}
        onCancel={() => setConfirmRemove(false)}
        onConfirm={confirmRemoval}
      />
    </div>
  );
}
