import { useEffect, useMemo, useRef, useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, isApiError } from '../../../api/errors';
import { saveProblem } from '../../../api/problemForm';
import { AlertArea } from '../../../ui/AlertArea';
import { errorMessage, useAlert } from '../../../ui/alerts';
import { DELAY_MS } from '../../../ui/constants';
import { FileField } from '../../../ui/form/FileField';
import { FormAlert } from '../../../ui/form/FormAlert';
import { LookupSelectField } from '../../../ui/form/LookupSelectField';
import { RichTextField } from '../../../ui/form/RichTextField';
import { TextField } from '../../../ui/form/TextField';
import { SubmitButton } from '../../../ui/form/SubmitButton';
import { serverFieldErrorsStatus } from '../../../ui/form/serverFieldErrors';
import { useTimeout } from '../../../ui/hooks/useTimeout';
import { Loader } from '../../../ui/Loader';
import { useHttp, usePluginContext } from '../../../ui/PluginContext';
import { problemPaths } from '../paths';
import { EMPTY_PROBLEM, problemSchema, type ProblemFormValues } from './schema';
import { useProblemRecord } from './useProblemRecord';
import { fieldErrorsFromServer, toSaveValues, unplacedServerMessages, valuesFromRecord } from './values';

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
/** Embedded in a dialog the fields scroll inside about 350 px (the specification's form scroll height). */
const EMBEDDED_SCROLL_HEIGHT_PX = 350;

/** The problem form, create or edit. Loads the record on edit; a failed save keeps every typed value. */
export function ProblemForm({ problemId, ticketId, onSaved, embedded = false }: ProblemFormProps) {
  const record = useProblemRecord(problemId);
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
}: ProblemFormProps & { record: ReturnType<typeof useProblemRecord>['data'] }) {
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
  const isEdit = problemId !== undefined;

  // On edit the values follow the stored record, so reloading it after a save shows what was saved.
  const initialValues = useMemo(() => (record ? valuesFromRecord(record) : EMPTY_PROBLEM), [record]);

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

  const submit = async (values: ProblemFormValues, helpers: FormikHelpers<ProblemFormValues>) => {
    // Formik validates asynchronously: a second click can reach here before the button is disabled.
    if (saving.current || createdRef.current) return;
    saving.current = true;
    clear();
    helpers.setStatus(undefined);
    try {
      const result = await saveProblem(http, toSaveValues(values, problemId), { ticketId });
      showSuccess(result.message);
      setReveal((count) => count + 1);
      if (!isEdit) {
        createdRef.current = true;
        setCreated(true);
      }
      onSaved(result.message, result.id);
      if (!isEdit && !embedded) schedule(() => navigate(problemPaths.list), DELAY_MS.redirectAfterCreate);
      // The list, the view and (on edit) this form's record reload.
      await queryClient.invalidateQueries({ queryKey: ['problems'] });
    } catch (error) {
      if (isApiError(error)) {
        const messages = error.firstFieldMessages();
        const unplaced = unplacedServerMessages(messages);
        showError(unplaced.length > 0 ? new ApiError([error.message, ...unplaced].join(' '), error.status) : error);
        helpers.setStatus(serverFieldErrorsStatus(fieldErrorsFromServer(messages), values));
      } else {
        showError(error);
      }
      setReveal((count) => count + 1);
    } finally {
      saving.current = false;
    }
  };

  return (
    <Formik<ProblemFormValues>
      initialValues={initialValues}
      enableReinitialize
      validationSchema={problemSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={isEdit ? t('edit_problem') : t('create_problem')}>
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
          </div>
          <div className="d-flex justify-content-end gap-2">
            <SubmitButton busy={isSubmitting} disabled={created} busyLabel={t('saving')}>
              {t('save')}
            </SubmitButton>
          </div>
        </Form>
      )}
    </Formik>
  );
}
