import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isActiveProblem, type ProblemPerson, type ProblemRecord } from '@/api/problems';
import { displayDateTime } from '@/format/dates';
import { hostPaths } from '@/host/hostPaths';
import { truncate } from '@/format/truncate';
import { Attachment } from '@/ui/Attachment';
import { LIMITS } from '@/ui/constants';
import { NameLink } from '@/ui/NameLink';
import { SafeHtml } from '@/ui/SafeHtml';

/** The requester's full name, else name, else e-mail. */
export function requesterName(requester: ProblemPerson | null | undefined): string {
  return requester?.full_name?.trim() || requester?.name?.trim() || requester?.email?.trim() || '--';
}

interface ProblemHeaderProps {
  problem: ProblemRecord;
  /** The action menus, shown beside the title. */
  actions?: ReactNode;
}

/** The header card of the problem view: subject, state, the problem's fields, description and attachment. */
export function ProblemHeader({ problem, actions }: ProblemHeaderProps) {
  const { t } = useTranslation();
  const active = isActiveProblem(problem);
  const assignee = problem.assigned_id;
  const fields: Array<[string, ReactNode]> = [
    [t('created_at'), displayDateTime(problem.created_at)],
    [t('status'), problem.status_type_id?.name || '--'],
    [
      t('requester'),
      <NameLink of={problem.requester_id} name={requesterName(problem.requester_id)} path={hostPaths.user} />,
    ],
    [
      t('department'),
      <NameLink of={problem.department_id} name={problem.department_id?.name} path={hostPaths.department} />,
    ],
    [t('priority'), problem.priority_id?.name || '--'],
    [t('impact'), problem.impact_id?.name || '--'],
    [t('location'), problem.location_id?.name || '--'],
    [t('assigned'), <NameLink of={assignee} name={assignee?.full_name || assignee?.name} path={hostPaths.user} />],
  ];
  return (
    <section className="card mb-3" aria-labelledby="sd-problem-view-title">
      <div className="card-header d-flex flex-wrap align-items-center justify-content-between gap-2">
        <div className="d-flex flex-wrap align-items-center gap-2" style={{ minWidth: 0 }}>
          <h1 id="sd-problem-view-title" className="h4 mb-0" title={problem.subject}>
            {truncate(problem.subject, LIMITS.subject)}
          </h1>
          {problem.identifier && <span className="text-secondary">{problem.identifier}</span>}
          <span className={`badge ${active ? 'text-bg-success' : 'text-bg-secondary'}`}>
            {active ? t('active') : t('inactive')}
          </span>
        </div>
        {actions}
      </div>
      <div className="card-body">
        <dl className="row mb-3 sd-problem-fields">
          {fields.map(([label, value]) => (
            <div key={label} className="col-sm-6 col-lg-3 mb-2">
              <dt className="small text-secondary fw-normal">{label}</dt>
              <dd className="mb-0">{value}</dd>
            </div>
          ))}
        </dl>
        <h2 className="h6">{t('description')}</h2>
        <SafeHtml html={problem.description} className="sd-problem-description mb-3" />
        {problem.attachment && (
          <div>
            <h2 className="h6">{t('attachment')}</h2>
            <Attachment file={problem.attachment} owner={`sd_problem:${problem.id}`} />
          </div>
        )}
      </div>
    </section>
  );
}
