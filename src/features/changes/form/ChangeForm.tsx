import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { saveChange, type ChangeRecord } from '../../../api/changes';
import { ApiError, isApiError } from '../../../api/errors';
import { AlertArea } from '../../../ui/AlertArea';
import { errorMessage, useAlert } from '../../../ui/alerts';
import { DELAY_MS } from '../../../ui/constants';
import { FileField } from '../../../ui/form/FileField';
import { FormAlert } from '../../../ui/form/FormAlert';
import { LookupSelectField } from '../../../ui/form/LookupSelectField';
import { RichTextField } from '../../../ui/form/RichTextField';
import { SubmitButton } from '../../../ui/form/SubmitButton';
import { serverFieldErrorsStatus } from '../../../ui/form/serverFieldErrors';
import { TextField } from '../../../ui/form/TextField';
import { useTimeout } from '../../../ui/hooks/useTimeout';
import { Loader } from '../../../ui/Loader';
import { useHttp, usePluginContext } from '../../../ui/PluginContext';
import { changePaths } from '../paths';
import { changeSchema, EMPTY_CHANGE, type ChangeFormValues } from './schema';
import { useChangeRecord } from './useChangeRecord';
import { fieldErrorsFromServer, toSaveValues, unplacedServerMessages, valuesFromRecord } from './values';

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
/** Embedded in a dialog the fields scroll inside about 350 px (the specification's form scroll height). */
const EMBEDDED_SCROLL_HEIGHT_PX = 350;

/** The change form, create or edit. Loads the record on edit; a failed save keeps every typed value. */
export function ChangeForm({ changeId, problemId, ticketId, onSaved, embedded = false }: ChangeFormProps) {
  const record = useChangeRecord(changeId);
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

/** The alert text of a failure: the server's message plus those of fields the form does not show. */
function failureOf(error: ApiError): ApiError {
  const unplaced = unplacedServerMessages(error.firstFieldMessages()).filter((text) => text !== error.message);
  return unplaced.length > 0 ? new ApiError([error.message, ...unplaced].join(' '), error.status) : error;
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
  const { navigate } = usePluginContext();
  const queryClient = useQueryClient();
  const { alert, showSuccess, showError, clear } = useAlert();
  const { schedule } = useTimeout();
  const alertRef = useRef<HTMLDivElement>(null);
  const fieldsRef = useRef<HTMLDivElement>(null);
  const saving = useRef(false);
  // A ref as well as state: a second submit can start before the re-render that disables the button.
  const createdRef = useRef(false);
  const [created, setCreated] = useState(false);
  const [reveal, setReveal] = useState(0);
  const isEdit = changeId !== undefined;

  // On edit the values follow the stored record, so reloading it after a save shows what was saved.
  const initialValues = useMemo(() => (record ? valuesFromRecord(record) : EMPTY_CHANGE), [record]);

  useEffect(() => {
    if (reveal === 0) return;
    if (embedded) {
      if (fieldsRef.current) fieldsRef.current.scrollTop = 0;
      alertRef.current?.scrollIntoView?.({ block: 'nearest' });
    } else {
      window.scrollTo({ top: 0 });
    }
    alertRef.current?.focus({ preventScroll: true });
  }, [reveal, embedded]);

  const submit = async (values: ChangeFormValues, helpers: FormikHelpers<ChangeFormValues>) => {
    // Formik validates asynchronously: a second click can reach here before the button is disabled.
    if (saving.current || createdRef.current) return;
    saving.current = true;
    clear();
    helpers.setStatus(undefined);
    try {
      const result = await saveChange(http, toSaveValues(values, changeId), isEdit ? {} : { problemId, ticketId });
      showSuccess(result.message);
      setReveal((count) => count + 1);
      if (!isEdit) {
        createdRef.current = true;
        setCreated(true);
      }
      onSaved(result.message, result.id);
      if (!isEdit && !embedded) schedule(() => navigate(changePaths.list), DELAY_MS.redirectAfterCreate);
      // The change list and (on edit) this form's record reload.
      await queryClient.invalidateQueries({ queryKey: ['changes'] });
    } catch (error) {
      if (isApiError(error)) {
        showError(failureOf(error));
        helpers.setStatus(serverFieldErrorsStatus(fieldErrorsFromServer(error.firstFieldMessages()), values));
      } else {
        showError(error);
      }
      setReveal((count) => count + 1);
    } finally {
      saving.current = false;
    }
  };

  return (
    <Formik<ChangeFormValues>
      initialValues={initialValues}
      enableReinitialize
      validationSchema={changeSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={isEdit ? t('edit_change') : t('create_change')}>
          <FormAlert ref={alertRef} area={AREA} alert={alert} onDismiss={clear} />
          <div
            ref={fieldsRef}
            className={embedded ? 'overflow-auto px-1 mb-3' : undefined}
            style={embedded ? { maxHeight: EMBEDDED_SCROLL_HEIGHT_PX } : undefined}
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
          </div>
          <div className="d-flex justify-content-end gap-2">
            <SubmitButton busy={isSubmitting} disabled={created} busyLabel={t('saving')}>
              {isEdit ? t('update') : t('submit')}
            </SubmitButton>
          </div>
        </Form>
      )}
    </Formik>
  );
}
