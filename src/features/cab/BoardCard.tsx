import { useTranslation } from 'react-i18next';
import type { CabApprover, CabBoard, CabLevel } from '@/api/change-approvals';
import { StatusIcon } from './StatusIcon';

export interface BoardActions {
  /** Approve / deny (the user is an approver of the active level). */
  canDecide: boolean;
  canRemove: boolean;
  /** A call is running: every button waits. */
  busy: boolean;
  onDecide(action: 'approve' | 'deny'): void;
  onRemove(): void;
  onAutoReminders(boardId: number, on: boolean): void;
  onRemindLevel(level: CabLevel): void;
  onRemindApprover(level: CabLevel, approver: CabApprover, kind: 'user' | 'user_type'): void;
  onAddApprover(level: CabLevel): void;
  onRemoveApprover(level: CabLevel, approver: CabApprover): void;
}

interface ApproverListProps {
  title: string;
  kind: 'user' | 'user_type';
  level: CabLevel;
  approvers: CabApprover[];
  /** Reminders and removal only on the active level of a pending board. */
  open: boolean;
  actions: BoardActions;
}

function ApproverList({ title, kind, level, approvers, open, actions }: ApproverListProps) {
  const { t } = useTranslation();
  if (approvers.length === 0) return null;
  return (
    <div className="mb-2">
      <h5 className="h6 small text-secondary mb-1">{title}</h5>
      <ul className="list-group">
        {approvers.map((approver) => (
          <li
            key={`${kind}-${approver.id}`}
            className="list-group-item d-flex align-items-center justify-content-between gap-2"
          >
            <span className="d-flex align-items-center gap-2">
              <StatusIcon status={approver.status} />
              <span>{approver.name}</span>
            </span>
            {open && approver.status === 'PENDING' && (
              <span className="d-flex gap-2">
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
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One applied board: its status, its actions while PENDING, and its levels in order. */
export function BoardCard({ board, actions }: { board: CabBoard; actions: BoardActions }) {
  const { t } = useTranslation();
  const pending = board.status === 'PENDING';
  return (
    <section className="card mb-3" aria-labelledby={`sd-cab-board-${board.id}`}>
      <div className="card-header d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h3 id={`sd-cab-board-${board.id}`} className="h6 mb-0 d-flex align-items-center gap-2">
          <StatusIcon status={board.status} />
          {board.name}
        </h3>
        {pending && (
          <div className="d-flex flex-wrap gap-2">
            {actions.canDecide && (
              <>
                <button
                  type="button"
                  className="btn btn-sm btn-success"
                  disabled={actions.busy}
                  onClick={() => actions.onDecide('approve')}
                >
                  {t('cab_approve')}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-danger"
                  disabled={actions.busy}
                  onClick={() => actions.onDecide('deny')}
                >
                  {t('cab_deny')}
                </button>
              </>
            )}
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={actions.busy}
              onClick={() => actions.onAutoReminders(board.id, !board.send_auto_reminders)}
            >
              {board.send_auto_reminders ? t('cab_stop_reminders') : t('cab_resume_reminders')}
            </button>
            {actions.canRemove && (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                disabled={actions.busy}
                onClick={actions.onRemove}
              >
                {t('cab_remove_approval')}
              </button>
            )}
          </div>
        )}
      </div>
      <div className="card-body">
        <p className="small mb-3">
          {board.send_auto_reminders ? t('cab_auto_reminders_on') : t('cab_auto_reminders_off')}
        </p>
        {board.approval_levels.map((level) => {
          const open = pending && level.is_active && level.status === 'PENDING';
          return (
            <div
              key={level.id}
              className={`border rounded p-2 mb-2${level.is_active ? '' : ' opacity-50'}`}
              data-active={level.is_active}
              aria-label={t('cab_level_named', { name: level.name })}
              role="group"
            >
              <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
                <h4 className="h6 mb-0 d-flex align-items-center gap-2">
                  <StatusIcon status={level.status} />
                  {level.name}
                  {level.is_active && <span className="badge bg-primary">{t('cab_active')}</span>}
                </h4>
                {open && (
                  <div className="d-flex gap-2">
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      disabled={actions.busy}
                      onClick={() => actions.onRemindLevel(level)}
                      aria-label={t('cab_remind_level', { name: level.name })}
                    >
                      {t('cab_send_reminder')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary"
                      disabled={actions.busy}
                      onClick={() => actions.onAddApprover(level)}
                    >
                      {t('cab_add_approver')}
                    </button>
                  </div>
                )}
              </div>
              <ApproverList
                title={t('cab_users')}
                kind="user"
                level={level}
                approvers={level.approve_users}
                open={open}
                actions={actions}
              />
              <ApproverList
                title={t('cab_user_types')}
                kind="user_type"
                level={level}
                approvers={level.approve_user_types}
                open={open}
                actions={actions}
              />
            </div>
          );
        })}
      </div>
    </section>
  );
}
