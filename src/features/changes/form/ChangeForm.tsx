import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { changeKeys, changeQueries, saveChange, type ChangeRecord } from '@/api/changes';
import type { FormRenderCustomField } from '@/api/forms';
import { useHttp } from '@/host/PluginContext';
import { useCanAttachAssets } from '@/records/assets/useCanAttachAssets';
import { DefinitionFields } from '@/records/customFields/DefinitionFields';
import { LookupSelectField } from '@/records/lookups/LookupSelectField';
import { RecordForm, type RecordFormHostProps } from '@/records/RecordForm';
import { withRecordToEdit } from '@/records/RecordToEdit';
import { RecordAttachmentField } from '@/records/RecordAttachmentField';
import { FieldGrid } from '@/ui/form/FieldGrid';
import { RichTextField } from '@/ui/form/RichTextField';
import { TextField } from '@/ui/form/TextField';
import { changePaths } from '../paths';
import {
  customFieldsShape,
  customSaveValues,
  initialCustomValues,
  isCustomFieldShown,
  withCustomServerFields,
} from './customFields';
import { EMPTY_CHANGE, type ChangeFormValues } from './schema';
import { shownChangeFields } from './shownFields';
import { changeServerFields, toSaveValues, valuesFromRecord } from './values';

export interface ChangeFormProps extends RecordFormHostProps {
  /** Edits this change; without it the form creates one. */
  changeId?: number;
  /** A change created from a problem is linked to it (sent as problem_id). */
  problemId?: number;
  /** A change created from a ticket is linked to it as an initiating ticket (sent as ticket_id). */
  ticketId?: number;
  /**
   * The fields to show, by their server names (the form-render call's answer, e.g. requester_id);
   * without it every field is shown. A field left out is neither shown nor checked.
   */
  renderedFields?: readonly string[];
  /** The form-render call's custom fields: each shows while its change type (or always, a general one). */
  customFields?: readonly FormRenderCustomField[];
}

const NO_CUSTOM_FIELDS: readonly FormRenderCustomField[] = [];

const isShown = (field: FormRenderCustomField, values: Record<string, unknown>) =>
  isCustomFieldShown(field, (values as ChangeFormValues).change_type);

const AREA = 'change-form';

/** The change form, create or edit. Loads the record on edit; a failed save keeps every typed value. */
export const ChangeForm = withRecordToEdit(
  AREA,
  (props: ChangeFormProps) => props.changeId,
  changeQueries.forEdit,
  ChangeFormFields,
);

function ChangeFormFields({
  changeId,
  problemId,
  ticketId,
  onSaved,
  embedded,
  record,
  renderedFields,
  customFields = NO_CUSTOM_FIELDS,
}: ChangeFormProps & { record: ChangeRecord | undefined }) {
  const { t } = useTranslation();
  const http = useHttp();
  const isEdit = changeId !== undefined;
  // On edit the values follow the stored record, so reloading it after a save shows what was saved.
  const initialValues = useMemo(
    (): ChangeFormValues => ({
      ...(record ? valuesFromRecord(record) : EMPTY_CHANGE),
      ...initialCustomValues(customFields, record?.custom_fields),
    }),
    [record, customFields],
  );
  const canAttachAssets = useCanAttachAssets();
  const { shown, schema, serverFields } = useMemo(() => {
    const fields = shownChangeFields(renderedFields);
    return {
      shown: fields.shown,
      schema: fields.schema.shape(customFieldsShape(customFields)),
      serverFields: withCustomServerFields(changeServerFields, customFields),
    };
  }, [renderedFields, customFields]);

  return (
    <RecordForm<ChangeFormValues>
      area={AREA}
      label={isEdit ? t('edit_change') : t('create_change')}
      initialValues={initialValues}
      validationSchema={schema}
      isEdit={isEdit}
      embedded={embedded ?? false}
      save={(values) =>
        saveChange(
          http,
          { ...toSaveValues(values, changeId), custom: customSaveValues(customFields, values) },
          isEdit ? {} : { problemId, ticketId },
        )
      }
      serverFields={serverFields}
      listPath={changePaths.list}
      savedQueryKey={changeKeys.all}
      onSaved={onSaved}
      submitLabel={isEdit ? t('update') : t('submit')}
    >
      <FieldGrid>
        {shown('subject') && <TextField name="subject" label={t('subject')} required />}
        {shown('requester') && (
          <LookupSelectField name="requester" label={t('requester')} dependency="users" required />
        )}
        {shown('status') && (
          <LookupSelectField name="status" label={t('status')} dependency="change_statuses" required />
        )}
        {shown('change_type') && (
          <LookupSelectField name="change_type" label={t('change_type')} dependency="change_types" required />
        )}
        {shown('priority') && (
          <LookupSelectField name="priority" label={t('priority')} dependency="change_priorities" />
        )}
        {shown('impact') && <LookupSelectField name="impact" label={t('impact')} dependency="impacts" />}
        {shown('location') && <LookupSelectField name="location" label={t('location')} dependency="locations" />}
        {shown('department') && (
          <LookupSelectField name="department" label={t('department')} dependency="departments" />
        )}
        {shown('team') && <LookupSelectField name="team" label={t('team')} dependency="teams" />}
        {shown('identifier') && <TextField name="identifier" label={t('identifier')} />}
      </FieldGrid>
      {shown('description') && <RichTextField name="description" label={t('description')} required />}
      {shown('assets') && canAttachAssets && (
        <LookupSelectField name="assets" label={t('assets')} dependency="assets" multiple />
      )}
      {shown('attachment') && (
        <RecordAttachmentField ownerType="sd_changes" recordId={changeId} current={record?.attachments[0] ?? null} />
      )}
      <DefinitionFields fields={customFields} isShown={isShown} />
    </RecordForm>
  );
}
