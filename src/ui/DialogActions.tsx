import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface DialogActionsProps {
  /** While the call runs both buttons are disabled and the submit shows a spinner. */
  busy: boolean;
  onCancel(): void;
  submitLabel: ReactNode;
  /** The submit's click; without it the button submits its form (`form` names one outside it). */
  onSubmit?: () => void;
  form?: string;
  /** Nothing to submit yet (no choice, an empty text). */
  disabled?: boolean;
  /** A destructive action: the submit is red. */
  danger?: boolean;
}

/** The cancel and submit buttons at the foot of a dialog or an inline form. */
export function DialogActions({
  busy,
  onCancel,
  submitLabel,
  onSubmit,
  form,
  disabled = false,
  danger = false,
}: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={busy}>
        {t('cancel')}
      </button>
      <button
        type={onSubmit ? 'button' : 'submit'}
        form={form}
        className={danger ? 'btn btn-danger' : 'btn btn-primary'}
        onClick={onSubmit}
        disabled={busy || disabled}
      >
        {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {submitLabel}
      </button>
    </>
  );
}
