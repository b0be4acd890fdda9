import { useTranslation } from 'react-i18next';
import type { CabApprover, CabLevel } from '@/api/change-approvals';
import { displayDateTime } from '@/format/dates';
import { CopyButton } from '@/ui/CopyButton';
import type { BoardActions } from './boardActions';
import { StatusIcon } from './StatusIcon';

export interface ApproverListProps {
  title: string;
  kind: 'user' | 'user_type';
  level: CabLevel;
  approvers: CabApprover[];
  /** Reminders and removal: on the active level of a pending board, for who may manage it. */
  open: boolean;
  actions: BoardActions;
}

/** Who decided and when, and the comment they gave; nothing while the approver has not decided. */
function Decision({ approver }: { approver: CabApprover }) {
  const { t } = useTranslation();
  if (approver.status === 'PENDING' || (approver.acted_by === null && approver.comment === null)) return null;
  const status = t(`cab_status_${approver.status}`);
  return (
    <div className="small text-secondary">
      {approver.acted_by && <span>{t('cab_decided_by', { status, name: approver.acted_by.name })} </span>}
      {approver.acted_at && <span>{t('cab_decided_at', { date: displayDateTime(approver.acted_at) })}</span>}
      {approver.comment && (
        <div className="text-body text-break" style={{ whiteSpace: 'pre-wrap' }}>
          {t('cab_decision_comment', { comment: approver.comment })}
        </div>
      )}
    </div>
  );
}

/** The approvers of one kind on a level: status, decision, own approval link, reminder and removal. */
export function ApproverList({ title, kind, level, approvers, open, actions }: ApproverListProps) {
  const { t } = useTranslation();
  if (approvers.length === 0) return null;
  return (
    <div className="mb-2">
      <h5 className="h6 small text-secondary mb-1">{title}</h5>
      <ul className="list-group">
        {approvers.map((approver) => (
          <li key={`${kind}-${approver.id}`} className="list-group-item">
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2">
              <span className="d-flex align-items-center gap-2">
                <StatusIcon status={approver.status} />
                <span>{approver.name}</span>
              </span>
              <span className="d-flex flex-wrap align-items-center gap-2">
                {approver.approval_link && (
                  <CopyButton
                    text={new URL(approver.approval_link, window.location.origin).href}
                    label={t('cab_copy_approval_link')}
                    copiedMessage={t('cab_link_copied')}
                    failedMessage={t('cab_link_not_copied')}
                  />
                )}
                {open && approver.status === 'PENDING' && (
                  <>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      disabled={actions.busy}
                      onClick={() => actions.onRemindApprover(level, approver, kind)}
                      aria-label={t('cab_remind_approver', { name: approver.name })}
                    >
                      {t('cab_send_reminder')}
                    </button>
                    {kind === 'user' && (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        disabled={actions.busy}
                        onClick={() => actions.onRemoveApprover(level, approver)}
                        aria-label={t('cab_remove_approver_named', { name: approver.name })}
                      >
                        {t('cab_remove')}
                      </button>
                    )}
                  </>
                )}
              </span>
            </div>
            <Decision approver={approver} />
          </li>
        ))}
      </ul>
    </div>
  );
}
