import { useTranslation } from 'react-i18next';
import { positiveIntParam } from '@/records/addressNumbers';
import { TitledCard } from '@/ui/TitledCard';
import { Link } from '@/ui/Link';
import { ChangeFormWithCustomFields } from '../form/ChangeFormWithCustomFields';
import { changePaths } from '../paths';
import { withRecordIdParam } from '@/records/withRecordIdParam';
import { useCurrentLocation } from '@/ui/hooks/useCurrentLocation';

/** Where a create was started: ?problem_id= or ?ticket_id= in the address. */
function originFrom(location: string): { problemId?: number; ticketId?: number } {
  return { problemId: positiveIntParam(location, 'problem_id'), ticketId: positiveIntParam(location, 'ticket_id') };
}

const noop = () => undefined;

/**
 * /service-desk/changes/create and /service-desk/changes/:id/edit. After a create the form opens the
 * list after 3 seconds; after an edit it reloads the record.
 */
export default withRecordIdParam(function ChangeFormScreen({ recordId: changeId }) {
  const { t } = useTranslation();
  const location = useCurrentLocation();
  const isEdit = changeId !== undefined;
  const origin = isEdit ? {} : originFrom(location);

  return (
    <TitledCard
      id="sd-change-form"
      title={isEdit ? t('edit_change') : t('create_change')}
      actions={
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
      }
    >
      <ChangeFormWithCustomFields
        key={changeId ?? 'create'}
        changeId={changeId}
        problemId={origin.problemId}
        ticketId={origin.ticketId}
        onSaved={noop}
      />
    </TitledCard>
  );
});
