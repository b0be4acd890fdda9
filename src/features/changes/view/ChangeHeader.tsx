import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangeRecord } from '@/api/changes';
import { truncate } from '@/format/truncate';
import { hostPaths } from '@/host/hostPaths';
import { LIMITS } from '@/ui/constants';
import { NameLink } from '@/ui/NameLink';
import { ChangeInfoGrid } from './ChangeInfoGrid';

interface ChangeHeaderProps {
  change: ChangeRecord;
  toolbar: ReactNode;
  /** The change form's custom fields, shown in the info grid. */
  customFields?: ReactNode;
}

/** The header card: subject (cut to 50), toolbar, summary band (requester, status, change type), info grid. */
export function ChangeHeader({ change, toolbar, customFields }: ChangeHeaderProps) {
  const { t } = useTranslation();
  const requester = change.requester?.full_name?.trim() || change.requester?.email?.trim();
  const band: Array<[string, ReactNode]> = [
    [
      t('requester'),
      // The band's tinted background needs the darker link colour for contrast.
      <NameLink of={change.requester} name={requester} path={hostPaths.user} className="link-body-emphasis" />,
    ],
    [t('status'), change.status?.name || '--'],
    [t('change_type'), change.change_type?.name || '--'],
  ];
  return (
    <section className="card mb-3" aria-labelledby="sd-change-view-title">
      <div className="card-header d-flex flex-wrap align-items-center justify-content-between gap-2">
        <div className="d-flex flex-wrap align-items-center gap-2" style={{ minWidth: 0 }}>
          <h1 id="sd-change-view-title" className="h4 mb-0" title={change.subject}>
            {truncate(change.subject, LIMITS.subject)}
          </h1>
          {change.identifier && <span className="text-secondary">{change.identifier}</span>}
        </div>
        {toolbar}
      </div>
      <div className="card-body bg-body-tertiary py-2">
        <dl className="row mb-0" aria-label={t('change_summary')}>
          {band.map(([label, value]) => (
            <div key={label} className="col-sm-4">
              <dt className="small text-secondary fw-normal">{label}</dt>
              <dd className="mb-0 fw-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <ChangeInfoGrid change={change} customFields={customFields} />
    </section>
  );
}
