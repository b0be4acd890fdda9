import { useTranslation } from 'react-i18next';
import type { CabApprover, CabBoard } from '@/api/change-approvals';
import type { BoardActions } from './boardActions';
import { ApproverList, type ApproverListProps } from './ApproverList';
import { StatusIcon } from './StatusIcon';

/** One applied board: its status, its actions while PENDING, and its levels in order. */
export function BoardCard({ board, actions }: { board: CabBoard; actions: BoardActions }) {
  const { t } = useTranslation();
  const pending = board.status === 'PENDING';
  const button = (variant: string, onClick: () => void, label: string, ariaLabel?: string) => (
    <button
      type="button"
      className={`btn btn-sm ${variant}`}
      disabled={actions.busy}
      onClick={onClick}
      aria-label={ariaLabel}
    >
      {label}
    </button>
  );
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
                {button('btn-success', () => actions.onDecide('approve'), t('cab_approve'))}
                {button('btn-danger', () => actions.onDecide('deny'), t('cab_deny'))}
              </>
            )}
            {actions.canManage &&
              button(
                'btn-outline-secondary',
                () => actions.onAutoReminders(board.id, !board.send_auto_reminders),
                board.send_auto_reminders ? t('cab_stop_reminders') : t('cab_resume_reminders'),
              )}
            {actions.canManage && button('btn-outline-danger', actions.onRemove, t('cab_remove_approval'))}
          </div>
        )}
      </div>
      <div className="card-body">
        <p className="small mb-3">
          {board.send_auto_reminders ? t('cab_auto_reminders_on') : t('cab_auto_reminders_off')}
        </p>
        {board.approval_levels.map((level) => {
          const open = actions.canManage && pending && level.is_active && level.status === 'PENDING';
          const approverList = (kind: ApproverListProps['kind'], title: string, approvers: CabApprover[]) => (
            <ApproverList title={title} kind={kind} level={level} approvers={approvers} open={open} actions={actions} />
          );
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
                    {button(
                      'btn-outline-secondary',
                      () => actions.onRemindLevel(level),
                      t('cab_send_reminder'),
                      t('cab_remind_level', { name: level.name }),
                    )}
                    {button('btn-outline-primary', () => actions.onAddApprover(level), t('cab_add_approver'))}
                  </div>
                )}
              </div>
              {approverList('user', t('cab_users'), level.approve_users)}
              {approverList('user_type', t('cab_user_types'), level.approve_user_types)}
            </div>
          );
        })}
      </div>
    </section>
  );
}
