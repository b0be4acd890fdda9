import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { problemKeys, problemQueries, saveProblem, type ProblemRecord } from '@/api/problems';
import { useHttp } from '@/host/PluginContext';
import { LookupSelectField } from '@/records/lookups/LookupSelectField';
import { RecordForm } from '@/records/RecordForm';
import { AlertArea } from '@/ui/AlertArea';
import { errorMessage } from '@/ui/alerts';
import { FileField } from '@/ui/form/FileField';
import { RichTextField } from '@/ui/form/RichTextField';
import { TextField } from '@/ui/form/TextField';
import { Loader } from '@/ui/Loader';
import { problemPaths } from '../paths';
import { EMPTY_PROBLEM, problemSchema, type ProblemFormValues } from './schema';
import { problemServerFields, toSaveValues, valuesFromRecord } from './values';

export interface ProblemFormProps {
  /** Edits this problem; without it the form creates one. */
  problemId?: number;
  /** A problem created from a ticket is linked to it (sent as the ticket_id query). */
  ticketId?: number;
  /** Called after every successful save with the server's message and, when known, the problem's id. */
  onSaved(message: string, id?: number): void;
  /**
   * Inside another screen or a dialog: no redirect to the list after a create (the embedder decides
   * what follows), the fields scroll within about 350 px, and after a save the alert above them is
   * brought into view instead of the window being scrolled to its top.
   */
  embedded?: boolean;
}

const AREA = 'problem-form';

/** The problem form, create or edit. Loads the record on edit; a failed save keeps every typed value. */
export function ProblemForm({ problemId, ticketId, onSaved, embedded = false }: ProblemFormProps) {
  const http = useHttp();
  const record = useQuery({ ...problemQueries.forEdit(http, problemId ?? 0), enabled: problemId !== undefined });
  if (problemId !== undefined && record.isPending) return <Loader />;
  if (problemId !== undefined && !record.data) {
    return <AlertArea area={AREA} alert={{ kind: 'danger', text: errorMessage(record.error) }} />;
  }
  return (
    <ProblemFormFields
      problemId={problemId}
      ticketId={ticketId}
      onSaved={onSaved}
      embedded={embedded}
      record={record.data}
    />
  );
}

function ProblemFormFields({
  problemId,
  ticketId,
  onSaved,
  embedded,
  record,
}: ProblemFormProps & { record: ProblemRecord | undefined }) {
  const { t } = useTranslation();
  const http = useHttp();
  const isEdit = problemId !== undefined;
  // On edit the values follow the stored record, so reloading it after a save shows what was saved.
  const initialValues = useMemo(() => (record ? valuesFromRecord(record) : EMPTY_PROBLEM), [record]);

  return (
    <RecordForm<ProblemFormValues>
      area={AREA}
      label={isEdit ? t('edit_problem') : t('create_problem')}
      initialValues={initialValues}
      validationSchema={problemSchema}
      isEdit={isEdit}
      embedded={embedded ?? false}
      save={(values) => saveProblem(http, toSaveValues(values, problemId), { ticketId })}
      serverFields={problemServerFields}
      listPath={problemPaths.list}
      savedQueryKey={problemKeys.all}
      onSaved={onSaved}
      submitLabel={t('save')}
    >
      <div className="row">
        <div className="col-md-6">
          <TextField name="subject" label={t('subject')} required />
        </div>
        <div className="col-md-6">
          <TextField name="identifier" label={t('identifier')} />
        </div>
        <div className="col-md-6">
          <LookupSelectField name="requester" label={t('from')} dependency="users" required />
        </div>
        <div className="col-md-6">
          <LookupSelectField name="department" label={t('department')} dependency="departments" required />
        </div>
        <div className="col-md-6">
          <LookupSelectField name="impact" label={t('impact')} dependency="impacts" required />
        </div>
        <div className="col-md-6">
          <LookupSelectField name="status" label={t('status')} dependency="statuses" required />
        </div>
        <div className="col-md-6">
          <LookupSelectField name="priority" label={t('priority')} dependency="priorities" required />
        </div>
        <div className="col-md-6">
          <LookupSelectField name="location" label={t('location')} dependency="locations" />
        </div>
        <div className="col-md-6">
          <LookupSelectField name="assigned" label={t('assignedTo')} dependency="agents" />
        </div>
        <div className="col-md-6">
          <LookupSelectField name="assets" label={t('assets')} dependency="assets" multiple />
        </div>
      </div>
      <RichTextField name="description" label={t('description')} required />
      <FileField
        name="attachment"
        deleteName="attachment_delete"
        label={t('attachment')}
        current={record?.attachment ?? null}
        owner={problemId !== undefined ? `sd_problem:${problemId}` : undefined}
      />
    </RecordForm>
  );
}
