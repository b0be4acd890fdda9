import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocation, subscribeToLocation } from '@/host/navigation';
import { Link } from '@/ui/Link';
import { NotFound } from '@/ui/NotFound';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { ChangeForm } from '../form/ChangeForm';
import { changePaths } from '../paths';

function positiveInt(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

/** Where a create was started: ?problem_id= or ?ticket_id= in the address. */
function originFrom(location: string): { problemId?: number; ticketId?: number } {
  const query = location.includes('?') ? location.slice(location.indexOf('?') + 1) : '';
  const params = new URLSearchParams(query);
  return { problemId: positiveInt(params.get('problem_id')), ticketId: positiveInt(params.get('ticket_id')) };
}

const noop = () => undefined;

/**
 * /service-desk/changes/create and /service-desk/changes/:id/edit. After a create the form opens the
 * list after 3 seconds; after an edit it reloads the record.
 */
export default function ChangeFormScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const location = useSyncExternalStore(subscribeToLocation, currentLocation);
  const changeId = params.id === undefined ? undefined : positiveInt(params.id);
  if (params.id !== undefined && changeId === undefined) return <NotFound />;
  const isEdit = changeId !== undefined;
  const origin = isEdit ? {} : originFrom(location);

  return (
    <section className="card m-3" aria-labelledby="sd-change-form-title">
      <div className="card-header d-flex align-items-center justify-content-between gap-2">
        <h1 id="sd-change-form-title" className="h4 mb-0">
          {isEdit ? t('edit_change') : t('create_change')}
        </h1>
        <div className="d-flex gap-2">
          {isEdit && (
            <Link to={changePaths.show(changeId)} className="btn btn-sm btn-outline-primary">
              {t('view_change')}
            </Link>
          )}
          <Link to={changePaths.list} className="btn btn-sm btn-outline-secondary">
            {t('back_to_changes')}
          </Link>
        </div>
      </div>
      <div className="card-body">
        <ChangeForm
          key={changeId ?? 'create'}
          changeId={changeId}
          problemId={origin.problemId}
          ticketId={origin.ticketId}
          onSaved={noop}
        />
      </div>
    </section>
  );
}
