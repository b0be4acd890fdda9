import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeKeys, changeQueries, saveChange, type ChangeRecord } from '@/api/changes';
import { useHttp } from '@/host/PluginContext';
import { LookupSelectField } from '@/records/lookups/LookupSelectField';
import { RecordForm } from '@/records/RecordForm';
import { AlertArea } from '@/ui/AlertArea';
import { errorMessage } from '@/ui/alerts';
import { FileField } from '@/ui/form/FileField';
import { RichTextField } from '@/ui/form/RichTextField';
import { TextField } from '@/ui/form/TextField';
import { Loader } from '@/ui/Loader';
import { changePaths } from '../paths';
import { changeSchema, EMPTY_CHANGE, type ChangeFormValues } from './schema';
import { changeServerFields, toSaveValues, valuesFromRecord } from './values';

export interface ChangeFormProps {
  /** Edits this change; without it the form creates one. */
  changeId?: number;
  /** A change created from a problem is linked to it (sent as problem_id). */
  problemId?: number;
  /** A change created from a ticket is linked to it as an initiating ticket (sent as ticket_id). */
  ticketId?: number;
  /** Called after every successful save with the server's message and, when known, the change's id. */
  onSaved(message: string, id?: number): void;
  /**
   * Inside another screen or a dialog: no redirect to the list after a create (the embedder decides
   * what follows), the fields scroll within about 350 px, and after a save the alert above them is
   * brought into view instead of the window being scrolled to its top.
   */
  embedded?: boolean;
}

const AREA = 'change-form';

/** The change form, create or edit. Loads the record on edit; a failed save keeps every typed value. */
export function ChangeForm({ changeId, problemId, ticketId, onSaved, embedded = false }: ChangeFormProps) {
  const http = useHttp();
  const record = useQuery({ ...changeQueries.forEdit(http, changeId ?? 0), enabled: changeId !== undefined });
  if (changeId !== undefined && record.isPending) return <Loader />;
  if (changeId !== undefined && !record.data) {
    return <AlertArea area={AREA} alert={{ kind: 'danger', text: errorMessage(record.error) }} />;
  }
  return (
    <ChangeFormFields
      changeId={changeId}
      problemId={problemId}
      ticketId={ticketId}
      onSaved={onSaved}
      embedded={embedded}
      record={record.data}
    />
  );
}

function ChangeFormFields({
  changeId,
  problemId,
  ticketId,
  onSaved,
  embedded,
  record,
}: ChangeFormProps & { record: ChangeRecord | undefined }) {
  const { t } = useTranslation();
  const http = useHttp();
  const isEdit = changeId !== undefined;
  // On edit the values follow the stored record, so reloading it after a save shows what was saved.
  const initialValues = useMemo(() => (record ? valuesFromRecord(record) : EMPTY_CHANGE), [record]);

  return (
    <RecordForm<ChangeFormValues>
      area={AREA}
      label={isEdit ? t('edit_change') : t('create_change')}
      initialValues={initialValues}
      validationSchema={changeSchema}
      isEdit={isEdit}
      embedded={embedded ?? false}
      save={(values) => saveChange(http, toSaveValues(values, changeId), isEdit ? {} : { problemId, ticketId })}
      serverFields={changeServerFields}
      listPath={changePaths.list}
      savedQueryKey={changeKeys.all}
      onSaved={onSaved}
      submitLabel={isEdit ? t('update') : t('submit')}
    >
      <div className="row">
        <div className="col-md-6">
          <TextField name="subject" label={t('subject')} required />
        </div>
        <div className="col-md-6">
          <LookupSelectField name="requester" label={t('requester')} dependency="users" required />
        </div>
        <div className="col-md-6">
          <LookupSelectField name="status" label={t('status')} dependency="change_statuses" required />
        </div>
        <div className="col-md-6">
          <LookupSelectField name="change_type" label={t('change_type')} dependency="change_types" required />
        </div>
        <div className="col-md-6">
          <LookupSelectField name="priority" label={t('priority')} dependency="change_priorities" />
        </div>
        <div className="col-md-6">
          <LookupSelectField name="impact" label={t('impact')} dependency="impacts" />
        </div>
        <div className="col-md-6">
          <LookupSelectField name="location" label={t('location')} dependency="locations" />
        </div>
        <div className="col-md-6">
          <LookupSelectField name="department" label={t('department')} dependency="departments" />
        </div>
        <div className="col-md-6">
          <LookupSelectField name="team" label={t('team')} dependency="teams" />
        </div>
        <div className="col-md-6">
          <TextField name="identifier" label={t('identifier')} />
        </div>
      </div>
      <RichTextField name="description" label={t('description')} required />
      <LookupSelectField name="assets" label={t('assets')} dependency="assets" multiple />
      <FileField
        name="attachment"
        deleteName="attachment_delete"
        label={t('attachment')}
        current={record?.attachments[0] ?? null}
        owner={changeId !== undefined ? `sd_changes:${changeId}` : undefined}
      />
    </RecordForm>
  );
}
