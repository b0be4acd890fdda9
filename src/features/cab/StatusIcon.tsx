import { useTranslation } from 'react-i18next';
import type { CabStatus } from '@/api/change-approvals';

const COLOURS: Record<CabStatus, string> = {
  PENDING: 'text-secondary',
  APPROVED: 'text-success',
  DENIED: 'text-danger',
};

/** Clock (pending), check (approved) or exclamation (denied), 16 px, drawn inline. */
function Glyph({ status }: { status: CabStatus }) {
  const common = { width: 16, height: 16, viewBox: '0 0 16 16', fill: 'currentColor', 'aria-hidden': true } as const;
  if (status === 'APPROVED') {
    return (
      <svg {...common} data-icon="check">
        <path d="M13.485 3.515a1 1 0 0 1 0 1.414l-6.364 6.364a1 1 0 0 1-1.414 0L2.515 8.1a1 1 0 1 1 1.414-1.414l2.485 2.485 5.657-5.657a1 1 0 0 1 1.414 0z" />
      </svg>
    );
  }
  if (status === 'DENIED') {
    return (
      <svg {...common} data-icon="exclamation">
        <path d="M8 0a8 8 0 1 1 0 16A8 8 0 0 1 8 0zm-.9 4v5h1.8V4H7.1zm0 6.5v1.8h1.8v-1.8H7.1z" />
      </svg>
    );
  }
  return (
    <svg {...common} data-icon="time">
      <path d="M8 0a8 8 0 1 1 0 16A8 8 0 0 1 8 0zm0 1.6a6.4 6.4 0 1 0 0 12.8A6.4 6.4 0 0 0 8 1.6zM7.2 3.5h1.6v4.2l3 1.8-.8 1.4-3.8-2.3V3.5z" />
    </svg>
  );
}

/** A CAB status as its icon with the status in words for assistive technology. */
export function StatusIcon({ status }: { status: CabStatus }) {
  const { t } = useTranslation();
  const label = t(`cab_status_${status}`);
  return (
    <span className={`${COLOURS[status] ?? ''} d-inline-flex align-items-center`} title={label}>
      <Glyph status={status} />
      <span className="sd-visually-hidden">{label}</span>
    </span>
  );
}
