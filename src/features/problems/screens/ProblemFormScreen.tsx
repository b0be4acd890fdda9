import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocation, subscribeToLocation } from '@/host/navigation';
import { Link } from '@/ui/Link';
import { NotFound } from '@/ui/NotFound';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { ProblemForm } from '../form/ProblemForm';
import { problemPaths } from '../paths';

function positiveInt(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

/** The ticket a create was started from: ?ticket_id= in the address. */
function ticketIdFrom(location: string): number | undefined {
  const query = location.includes('?') ? location.slice(location.indexOf('?') + 1) : '';
  return positiveInt(new URLSearchParams(query).get('ticket_id'));
}

const noop = () => undefined;

/** /service-desk/problem/create and /service-desk/problem/:id/edit. */
export default function ProblemFormScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const location = useSyncExternalStore(subscribeToLocation, currentLocation);
  const problemId = params.id === undefined ? undefined : positiveInt(params.id);
  if (params.id !== undefined && problemId === undefined) return <NotFound />;
  const isEdit = problemId !== undefined;
  const title = isEdit ? t('edit_problem') : t('create_problem');
  const ticketId = isEdit ? undefined : ticketIdFrom(location);

  return (
    <section className="card m-3" aria-labelledby="sd-problem-form-title">
      <div className="card-header d-flex align-items-center justify-content-between gap-2">
        <h1 id="sd-problem-form-title" className="h4 mb-0">
          {title}
        </h1>
        {isEdit ? (
          <Link to={problemPaths.show(problemId)} className="btn btn-sm btn-outline-secondary">
            {t('back_to_problem')}
          </Link>
        ) : (
          <Link to={problemPaths.list} className="btn btn-sm btn-outline-secondary">
            {t('back_to_problems')}
          </Link>
        )}
      </div>
      <div className="card-body">
        <ProblemForm key={problemId ?? 'create'} problemId={problemId} ticketId={ticketId} onSaved={noop} />
      </div>
    </section>
  );
}
