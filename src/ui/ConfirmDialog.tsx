import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_WIDTH } from './constants';
import { ActionDialog } from './ActionDialog';

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
    <ActionDialog
      show={show}
      width={DIALOG_WIDTH.confirm}
      title={title ?? t('are_you_sure_title')}
      onClose={onCancel}
      busy={busy}
      submitLabel={confirmLabel ?? t('confirm')}
      onSubmit={onConfirm}
      danger
    >
      <p className="mb-0">{message ?? t('are_you_sure')}</p>
    </ActionDialog>
  );
}
