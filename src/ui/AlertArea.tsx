import { useTranslation } from 'react-i18next';
import type { AlertMessage } from './alerts';

interface AlertAreaProps {
  alert: AlertMessage | null;
  onDismiss?: () => void;
  /** Names the area for tests and assistive technology, e.g. 'problem-list'. */
  area: string;
}

export function AlertArea({ alert, onDismiss, area }: AlertAreaProps) {
  const { t } = useTranslation();
  if (!alert) return null;
  return (
    <div
      className={`alert alert-${alert.kind} d-flex align-items-start justify-content-between`}
      role={alert.kind === 'danger' ? 'alert' : 'status'}
    >
      <span data-area={area}>{alert.text}</span>
      {onDismiss && <button type="button" className="btn-close ms-3" aria-label={t('dismiss')} onClick={onDismiss} />}
    </div>
  );
}
