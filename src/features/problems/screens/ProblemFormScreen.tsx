import { useTranslation } from 'react-i18next';
import { positiveIntParam } from '@/records/addressNumbers';
import { TitledCard } from '@/ui/TitledCard';
import { Link } from '@/ui/Link';
import { ProblemForm } from '../form/ProblemForm';
import { problemPaths } from '../paths';
import { withRecordIdParam } from '@/records/withRecordIdParam';
import { useCurrentLocation } from '@/ui/hooks/useCurrentLocation';

const noop = () => undefined;

/** /service-desk/problem/create and /service-desk/problem/:id/edit. */
export default withRecordIdParam(function ProblemFormScreen({ recordId: problemId }) {
  const { t } = useTranslation();
  const location = useCurrentLocation();
  const isEdit = problemId !== undefined;
  const title = isEdit ? t('edit_problem') : t('create_problem');
  const ticketId = isEdit ? undefined : positiveIntParam(location, 'ticket_id');

  return (
    <TitledCard
      id="sd-problem-form"
      title={title}
      actions={
        isEdit ? (
          <Link to={problemPaths.show(problemId)} className="btn btn-sm btn-outline-secondary">
            {t('back_to_problem')}
          </Link>
        ) : (
          <Link to={problemPaths.list} className="btn btn-sm btn-outline-secondary">
            {t('back_to_problems')}
          </Link>
        )
      }
    >
      <ProblemForm key={problemId ?? 'create'} problemId={problemId} ticketId={ticketId} onSaved={noop} />
    </TitledCard>
  );
});
