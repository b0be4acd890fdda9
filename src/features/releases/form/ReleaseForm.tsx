import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { releaseKeys, releaseMutations, releaseQueries, type ReleaseRecord } from '@/api/releases';
import { useHttp } from '@/host/PluginContext';
import { useCanAttachAssets } from '@/records/assets/useCanAttachAssets';
import { LookupSelectField } from '@/records/lookups/LookupSelectField';
import { RecordForm, type RecordFormHostProps } from '@/records/RecordForm';
import { withRecordToEdit } from '@/records/RecordToEdit';
import { RecordAttachmentField } from '@/records/RecordAttachmentField';
import { FieldGrid } from '@/ui/form/FieldGrid';
import { RichTextField } from '@/ui/form/RichTextField';
import { TextField } from '@/ui/form/TextField';
import { releasePaths } from '../paths';
import { DateTimeField } from '@/ui/form/DateTimeField';
import { EMPTY_RELEASE, releaseSchema, type ReleaseFormValues } from './schema';
import { releaseServerFields, toSaveValues, valuesFromRecord } from './values';

export interface ReleaseFormProps extends RecordFormHostProps {
  /** Edits this release; without it the form creates one. */
  releaseId?: number;
  /** A release created from a change is attached to it (sent as change_id). */
  changeId?: number;
  submitLabel?: string;
}

const AREA = 'release-create-edit';

/** The release form, create or edit, on its page or in a change's dialog. A failed save keeps every typed value. */
export const ReleaseForm = withRecordToEdit(
  AREA,
  (props: ReleaseFormProps) => props.releaseId,
  releaseQueries.forEdit,
  ReleaseFormFields,
);

function ReleaseFormFields({
  releaseId,
  changeId,
  onSaved,
  embedded,
  submitLabel,
  record,
}: ReleaseFormProps & { record: ReleaseRecord | undefined }) {
  const { t } = useTranslation();
  const http = useHttp();
  const isEdit = releaseId !== undefined;
  // On edit the values follow the stored record, so reloading it after a save shows what was saved.
  const initialValues = useMemo(() => (record ? valuesFromRecord(record) : EMPTY_RELEASE), [record]);
  const canAttachAssets = useCanAttachAssets();
  const save = useMutation(releaseMutations.save(http, changeId));

  return (
    <RecordForm<ReleaseFormValues>
      area={AREA}
      label={isEdit ? t('release_edit') : t('release_create')}
      initialValues={initialValues}
      validationSchema={releaseSchema}
      isEdit={isEdit}
      embedded={embedded ?? false}
      save={(values) => save.mutateAsync(toSaveValues(values, releaseId))}
      serverFields={releaseServerFields}
      listPath={releasePaths.list}
      savedQueryKey={releaseKeys.all}
      onSaved={onSaved}
      submitLabel={submitLabel ?? t('save')}
    >
      <FieldGrid>
        <TextField name="subject" label={t('subject')} required />
        <TextField name="identifier" label={t('identifier')} />
        <DateTimeField name="plannedStart" label={t('release_planned_start_date')} step={1800} />
        <DateTimeField name="plannedEnd" label={t('release_planned_end_date')} step={1800} />
        <LookupSelectField name="status" label={t('status')} dependency="release_statuses" required />
        <LookupSelectField name="priority" label={t('priority')} dependency="release_priorities" required />
        <LookupSelectField name="releaseType" label={t('release_type')} dependency="release_types" required />
        <LookupSelectField name="location" label={t('location')} dependency="locations" />
      </FieldGrid>
      {canAttachAssets && <LookupSelectField name="assets" label={t('attach_assets')} dependency="assets" multiple />}
      <RichTextField name="description" label={t('description')} required />
      <RecordAttachmentField ownerType="sd_releases" recordId={releaseId} current={record?.attachment[0] ?? null} />
    </RecordForm>
  );
}
