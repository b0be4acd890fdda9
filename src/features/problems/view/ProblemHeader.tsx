import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isActiveProblem, type ProblemPerson, type ProblemRecord } from '@/api/problems';
import { displayDateTime } from '@/format/dates';
import { hostPaths } from '@/host/hostPaths';
import { RecordHeaderCard } from '@/records/RecordHeaderCard';
import { Attachment } from '@/ui/Attachment';
import { FieldList, type Field } from '@/ui/FieldList';
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
  const fields: Field[] = [
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
  const badge = (
    <span className={`badge ${active ? 'text-bg-success' : 'text-bg-secondary'}`}>
      {active ? t('active') : t('inactive')}
    </span>
  );
  return (
    <RecordHeaderCard
      id="sd-problem-view"
      subject={problem.subject}
      identifier={problem.identifier}
      badge={badge}
      actions={actions}
    >
      <div className="card-body">
        <FieldList fields={fields} className="row mb-3 sd-problem-fields" itemClassName="col-sm-6 col-lg-3 mb-2" />
        <h2 className="h6">{t('description')}</h2>
        <SafeHtml html={problem.description} className="sd-problem-description mb-3" />
        {problem.attachment && (
          <div>
            <h2 className="h6">{t('attachment')}</h2>
            <Attachment file={problem.attachment} owner={`sd_problem:${problem.id}`} />
          </div>
        )}
      </div>
    </RecordHeaderCard>
  );
}
