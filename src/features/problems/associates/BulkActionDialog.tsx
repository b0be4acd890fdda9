import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import type { Option } from '@/api/dependencies';
import { ticketMutations, type AssigneeType, type BulkAction } from '@/api/tickets';
import { usePluginContext } from '@/host/PluginContext';
import { AsyncMultiSelect } from '@/records/lookups/AsyncMultiSelect';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { DIALOG_WIDTH, MAX_UPLOAD_BYTES } from '@/ui/constants';
import { Dialog, type DialogWidth } from '@/ui/Dialog';
import { DialogActions } from '@/ui/DialogActions';
import { MultiFileInput } from '@/ui/MultiFileInput';
import { LookupChoiceSelect } from '@/records/lookups/LookupChoiceSelect';

export type BulkActionType = BulkAction['type'];

export const BULK_ACTION_TYPES: readonly BulkActionType[] = ['status', 'priority', 'assign', 'reply'];

export const BULK_ACTION_LABEL_KEYS: Record<BulkActionType, string> = {
  status: 'bulk_change_status',
  priority: 'bulk_change_priority',
  assign: 'bulk_assign',
  reply: 'bulk_reply',
};

const WIDTHS: Record<BulkActionType, DialogWidth> = {
  status: DIALOG_WIDTH.confirm,
  priority: DIALOG_WIDTH.confirm,
  assign: DIALOG_WIDTH.assign,
  reply: DIALOG_WIDTH.comment,
};

/** Where the status and priority choices come from. */
const CHOICE_LOOKUPS = {
  status: { dependency: 'statuses', params: { meta: true } },
  priority: { dependency: 'priorities' },
} as const;

interface BulkActionDialogProps {
  problemId: number;
  type: BulkActionType;
  ticketIds: number[];
  onClose(): void;
  onDone(message: string): void;
}

/**
 * One bulk action on the chosen tickets of a problem. Update is enabled only when the action has
 * what it needs: a status, a priority, an assignee (or assign to me), a non-blank reply.
 */
export function BulkActionDialog({ problemId, type, ticketIds, onClose, onDone }: BulkActionDialogProps) {
  const { t } = useTranslation();
  const { host, http } = usePluginContext();
  const baseId = useId();
  const run = useMutation(ticketMutations.bulkAction(http, problemId));
  const { alert, showError, clear } = useAlert();
  const [choice, setChoice] = useState<number | null>(null);
  const [assigneeType, setAssigneeType] = useState<AssigneeType>('agents');
  const [assignee, setAssignee] = useState<Option[]>([]);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const currentUserId = host.currentUser?.id ?? null;

  const action = ((): BulkAction | null => {
    switch (type) {
      case 'status':
        return choice === null ? null : { type: 'status', value: choice };
      case 'priority':
        return choice === null ? null : { type: 'priority', value: choice };
      case 'assign':
        if (assigneeType === 'assign_to_me') {
          return currentUserId === null
            ? null
            : { type: 'assign', value: { assigneeType, assigneeInfo: currentUserId } };
        }
        return assignee.length === 0 ? null : { type: 'assign', value: { assigneeType, assigneeInfo: assignee[0].id } };
      case 'reply':
        return text.trim() === '' ? null : { type: 'reply', value: { text, attachments: files } };
      default:
        return null;
    }
  })();

  const submit = () => {
    if (!action || run.isPending) return;
    clear();
    run.mutate(
      { ticketIds, action },
      { onSuccess: (message) => onDone(message), onError: (error) => showError(error) },
    );
  };

  const busy = run.isPending;

  return (
    <Dialog
      show
      width={WIDTHS[type]}
      title={t(BULK_ACTION_LABEL_KEYS[type])}
      onClose={onClose}
      busy={busy}
      footer={
        <DialogActions busy={busy} onCancel={onClose} submitLabel={t('update')} onSubmit={submit} disabled={!action} />
      }
    >
      <AlertArea area="problemAssociates-bulk" alert={alert} onDismiss={clear} />
      <p className="text-secondary small">{t('selected_tickets_count', { count: ticketIds.length })}</p>
      {(type === 'status' || type === 'priority') && (
        <LookupChoiceSelect
          key={type}
          id={`${baseId}-${type}`}
          label={t(type)}
          {...CHOICE_LOOKUPS[type]}
          value={choice}
          onChange={setChoice}
          disabled={busy}
        />
      )}
      {type === 'assign' && (
        <>
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{t('assign_to')}</legend>
            {(['agents', 'teams', 'assign_to_me'] as const).map((option) => (
              <div className="form-check form-check-inline" key={option}>
                <input
                  id={`${baseId}-${option}`}
                  className="form-check-input"
                  type="radio"
                  name={`${baseId}-assignee-type`}
                  checked={assigneeType === option}
                  disabled={busy || (option === 'assign_to_me' && currentUserId === null)}
                  onChange={() => {
                    setAssigneeType(option);
                    setAssignee([]);
                  }}
                />
                <label className="form-check-label" htmlFor={`${baseId}-${option}`}>
                  {t(`assignee_${option}`)}
                </label>
              </div>
            ))}
          </fieldset>
          {assigneeType !== 'assign_to_me' && (
            <AsyncMultiSelect
              // A new list for agents or teams.
              key={assigneeType}
              id={`${baseId}-${assigneeType}-lookup`}
              label={assigneeType === 'agents' ? t('agent') : t('team')}
              dependency={assigneeType}
              value={assignee}
              // One assignee: the last one picked replaces the previous.
              onChange={(value) => setAssignee(value.slice(-1))}
              disabled={busy}
            />
          )}
        </>
      )}
      {type === 'reply' && (
        <div>
          <label htmlFor={`${baseId}-reply`} className="form-label">
            {t('reply')}
          </label>
          <textarea
            id={`${baseId}-reply`}
            className="form-control mb-3"
            rows={5}
            value={text}
            disabled={busy}
            onChange={(event) => setText(event.target.value)}
          />
          <MultiFileInput
            id={`${baseId}-reply-attachments`}
            label={t('attachments')}
            files={files}
            onChange={setFiles}
            maxBytes={MAX_UPLOAD_BYTES}
            disabled={busy}
          />
        </div>
      )}
    </Dialog>
  );
}
