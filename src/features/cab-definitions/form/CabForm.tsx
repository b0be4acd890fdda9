import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cabDefinitionKeys, cabDefinitionQueries, saveCab, type CabDefinition } from '@/api/cab-definitions';
import { useHttp } from '@/host/PluginContext';
import { LookupSelectField } from '@/records/lookups/LookupSelectField';
import { RecordForm } from '@/records/RecordForm';
import { RecordToEdit } from '@/records/RecordToEdit';
import { TextField } from '@/ui/form/TextField';
import { cabDefinitionPaths } from '../paths';
import { CabLevelList } from './CabLevelList';
import { ReminderFields } from './ReminderFields';
import { cabPayloadOf, cabSchema, cabServerFields, cabValuesOf, EMPTY_CAB, type CabFormValues } from './schema';

const AREA = 'cab';
const noop = () => undefined;

/**
 * A CAB definition's create or edit form: the stored definition loaded first when editing; after
 * a create the page goes back to the list (3 seconds), after an edit the definition is read again.
 */
export function CabForm({ cabId }: { cabId?: number }) {
  const http = useHttp();
  return (
    <RecordToEdit area={AREA} query={cabId === undefined ? undefined : cabDefinitionQueries.forEdit(http, cabId)}>
      {(cab) => <CabFields cabId={cabId} cab={cab} />}
    </RecordToEdit>
  );
}

function CabFields({ cabId, cab }: { cabId?: number; cab: CabDefinition | undefined }) {
  const { t } = useTranslation();
  const http = useHttp();
  const values = useMemo(() => (cab ? cabValuesOf(cab) : EMPTY_CAB), [cab]);
  return (
    <RecordForm<CabFormValues>
      area={AREA}
      label={t(cabId === undefined ? 'cab_create' : 'cab_edit')}
      initialValues={values}
      validationSchema={cabSchema}
      isEdit={cabId !== undefined}
      embedded={false}
      save={(form) => saveCab(http, cabPayloadOf(form, cabId))}
      serverFields={cabServerFields}
      listPath={cabDefinitionPaths.list}
      savedQueryKey={cabDefinitionKeys.all}
      onSaved={noop}
      submitLabel={t('save')}
    >
      <TextField name="name" label={t('name')} required />
      <div className="row">
        <div className="col-md-6">
          <LookupSelectField name="action_on_approve" label={t('cab_action_on_approve')} dependency="change_statuses" />
        </div>
        <div className="col-md-6">
          <LookupSelectField name="action_on_deny" label={t('cab_action_on_deny')} dependency="change_statuses" />
        </div>
      </div>
      <ReminderFields />
      <CabLevelList />
    </RecordForm>
  );
}
