import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { problemKeys, problemQueries, saveProblem, type ProblemRecord } from '@/api/problems';
import { useHttp } from '@/host/PluginContext';
import { useCanAttachAssets } from '@/records/assets/useCanAttachAssets';
import { LookupSelectField } from '@/records/lookups/LookupSelectField';
import { RecordForm, type RecordFormHostProps } from '@/records/RecordForm';
import { withRecordToEdit } from '@/records/RecordToEdit';
import { RecordAttachmentField } from '@/records/RecordAttachmentField';
import { FieldGrid } from '@/ui/form/FieldGrid';
import { RichTextField } from '@/ui/form/RichTextField';
import { TextField } from '@/ui/form/TextField';
import { problemPaths } from '../paths';
import { EMPTY_PROBLEM, problemSchema, type ProblemFormValues } from './schema';
import { problemServerFields, toSaveValues, valuesFromRecord } from './values';

export interface ProblemFormProps extends RecordFormHostProps {
  /** Edits this problem; without it the form creates one. */
  problemId?: number;
  /** A problem created from a ticket is linked to it (sent as the ticket_id query). */
  ticketId?: number;
  /** The subject a new problem starts with (the ticket's, when created from one). */
  initialSubject?: string;
}

const AREA = 'problem-form';

/** The problem form, create or edit. Loads the record on edit; a failed save keeps every typed value. */
export const ProblemForm = withRecordToEdit(
  AREA,
  (props: ProblemFormProps) => props.problemId,
  problemQueries.forEdit,
  ProblemFormFields,
);

function ProblemFormFields({
  problemId,
  ticketId,
  initialSubject,
  onSaved,
  embedded,
  record,
}: ProblemFormProps & { record: ProblemRecord | undefined }) {
  const { t } = useTranslation();
  const http = useHttp();
  const isEdit = problemId !== undefined;
  // On edit the values follow the stored record, so reloading it after a save shows what was saved.
  const initialValues = useMemo(
    () => (record ? valuesFromRecord(record) : { ...EMPTY_PROBLEM, subject: initialSubject ?? '' }),
    [record, initialSubject],
  );
  const canAttachAssets = useCanAttachAssets();

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
      <FieldGrid>
        <TextField name="subject" label={t('subject')} required />
        <TextField name="identifier" label={t('identifier')} />
        <LookupSelectField name="requester" label={t('from')} dependency="users" required />
        <LookupSelectField name="department" label={t('department')} dependency="departments" required />
        <LookupSelectField name="impact" label={t('impact')} dependency="impacts" required />
        <LookupSelectField name="status" label={t('status')} dependency="statuses" required />
        <LookupSelectField name="priority" label={t('priority')} dependency="priorities" required />
        <LookupSelectField name="location" label={t('location')} dependency="locations" />
        <LookupSelectField name="assigned" label={t('assignedTo')} dependency="agents" />
        {canAttachAssets && <LookupSelectField name="assets" label={t('assets')} dependency="assets" multiple />}
      </FieldGrid>
      <RichTextField name="description" label={t('description')} required />
      <RecordAttachmentField ownerType="sd_problem" recordId={problemId} current={record?.attachment ?? null} />
    </RecordForm>
  );
}
