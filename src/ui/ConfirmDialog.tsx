import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from './constants';
import { Dialog } from './Dialog';

interface ConfirmDialogProps {
  show: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  title?: ReactNode;
  message?: ReactNode;
  confirmLabel?: string;
}

/** The 500 px 'are you sure' confirmation of deletes, detaches and closes. */
export function ConfirmDialog({
  show,
  onConfirm,
  onCancel,
  busy = false,
  title,
  message,
  confirmLabel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      show={show}
      width={DIALOG_WIDTH.confirm}
      title={title ?? t('are_you_sure_title')}
      onClose={onCancel}
      busy={busy}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={busy}>
            {t('cancel')}
          </button>
          <button type="button" className="btn btn-danger" onClick={onConfirm} disabled={busy}>
            {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            {confirmLabel ?? t('confirm')}
          </button>
        </>
      }
    >
      <p className="mb-0">{message ?? t('are_you_sure')}</p>
    </Dialog>
  );
}
