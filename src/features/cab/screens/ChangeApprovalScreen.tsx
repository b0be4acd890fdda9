import { Form, Formik, type FormikProps } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import { changeApprovalMutations, changeApprovalQueries, type ApprovalActionType } from '@/api/change-approvals';
import { isApiError } from '@/api/errors';
import { useHttp } from '@/host/PluginContext';
import { AlertArea } from '@/ui/AlertArea';
import { errorMessage, useAlert } from '@/ui/alerts';
import { serverFieldErrorsStatus } from '@/ui/form/serverFieldErrors';
import { TextField } from '@/ui/form/TextField';
import { useSingleFlight } from '@/ui/hooks/useSingleFlight';
import { Loader } from '@/ui/Loader';
import { NotFound } from '@/ui/NotFound';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { SafeHtml } from '@/ui/SafeHtml';
import { decisionSchema } from '../schema';

interface Values {
  comment: string;
}

/**
 * The public page an approver reaches by their link (/change-approval/{hash}): the change's
 * subject and description, and a comment with approve / deny. The form hides while the decision
 * is sent and after it succeeds; after an error it shows again with what was typed.
 */
export default function ChangeApprovalScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const hash = params.hash ?? '';
  const http = useHttp();
  const change = useQuery(changeApprovalQueries.byLink(http, hash));
  const decide = useMutation(changeApprovalMutations.decideByLink(http, hash));
  const { alert, showSuccess, showError, clear } = useAlert();
  const [formVisible, setFormVisible] = useState(true);
  const action = useRef<ApprovalActionType>('approve');
  const form = useRef<FormikProps<Values>>(null);
  const flight = useSingleFlight();

  if (change.isLoading) return <Loader />;
  if (change.isError || !change.data) return <NotFound message={errorMessage(change.error)} />;

  const choose = (next: ApprovalActionType) => {
    action.current = next;
    void form.current?.submitForm();
  };

  const submit = (values: Values) => {
    if (!flight.start()) return;
    clear();
    setFormVisible(false);
    decide.mutate(
      { action_type: action.current, comment: values.comment.trim() },
      {
        onSuccess: (message) => showSuccess(message || t('cab_decision_sent')),
        onError: (error) => {
          setFormVisible(true);
          showError(error);
          if (isApiError(error)) form.current?.setStatus(serverFieldErrorsStatus(error.firstFieldMessages(), values));
        },
        onSettled: () => {
          flight.finish();
          form.current?.setSubmitting(false);
        },
      },
    );
  };

  return (
    <div className="container py-4" style={{ maxWidth: 800 }}>
      <h1 className="h4 mb-3">{t('cab_change_approval')}</h1>
      <section className="card mb-3" aria-labelledby="sd-approval-subject">
        <div className="card-body">
          <h2 id="sd-approval-subject" className="h5">
            {change.data.subject}
          </h2>
          <SafeHtml html={change.data.description} />
        </div>
      </section>
      <AlertArea area="change-approval" alert={alert} />
      {decide.isPending && <Loader label={t('cab_sending')} />}
      <Formik innerRef={form} initialValues={{ comment: '' }} validationSchema={decisionSchema} onSubmit={submit}>
        <Form noValidate hidden={!formVisible} aria-label={t('cab_change_approval')}>
          <TextField name="comment" label={t('cab_comment')} required rows={4} />
          <div className="d-flex gap-2">
            <button type="button" className="btn btn-success" onClick={() => choose('approve')}>
              {t('cab_approve')}
            </button>
            <button type="button" className="btn btn-danger" onClick={() => choose('deny')}>
              {t('cab_deny')}
            </button>
          </div>
        </Form>
      </Formik>
    </div>
  );
}
