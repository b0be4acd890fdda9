import { useTranslation } from 'react-i18next';
import { StatusIcon } from './StatusIcon';

/** Says that a CAB is deciding on the change, so its details are locked. */
export function AwaitingApprovalBanner() {
  const { t } = useTranslation();
  return (
    <div className="alert alert-warning d-flex align-items-start gap-2" role="status" data-banner="awaiting-approval">
      <StatusIcon status="PENDING" />
      <div>
        <strong>{t('cab_awaiting_approval')}</strong>
        <div className="small">{t('cab_awaiting_approval_text')}</div>
      </div>
    </div>
  );
}
