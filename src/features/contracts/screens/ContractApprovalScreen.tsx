import { Form, Formik, type FormikProps } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from '@tanstack/react-query';
import * as yup from 'yup';
import { contractMutations, contractQueries, type ApprovalAction } from '@/api/contracts';
import { usePluginContext } from '@/host/PluginContext';
import { AlertArea } from '@/ui/AlertArea';
import { errorMessage, useAlert } from '@/ui/alerts';
import { TextField } from '@/ui/form/TextField';
import { useSingleFlight } from '@/ui/hooks/useSingleFlight';
import { useTimeout } from '@/ui/hooks/useTimeout';
import { Loader } from '@/ui/Loader';
import { NotFound } from '@/ui/NotFound';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { ApprovalSummary } from '../approval/ApprovalSummary';
import { CONTRACT_MESSAGES } from '../form/schema';

/** After a decision the page goes Home after 2 seconds (spec section 9). */
const HOME_AFTER_DECISION_MS = 2000;

interface Values {
  comment: string;
}

/** A reject needs its comment; an approve takes it as it is. */
const rejectSchema = yup.object({ comment: yup.string().trim().required(CONTRACT_MESSAGES.required) });

/**
 * /service-desk/contract-approval/{hash}/{id}: the contract's summary and a comment with approve or
 * reject. While the decision is sent the buttons are disabled under a loader; a success hides the
 * form, clears the comment and goes Home 2 seconds later; a failure shows the form again.
 */
export default function ContractApprovalScreen({ params }: ScreenProps) {
  const { t } = useTranslation();
  const { http, navigate } = usePluginContext();
  const hash = params.hash ?? '';
  const id = Number(params.id);
  const contract = useQuery({ ...contractQueries.approval(http, hash, id), enabled: Number.isInteger(id) && id > 0 });
  const decide = useMutation(contractMutations.decideByLink(http, hash, id));
  const { alert, showSuccess, showError, clear } = useAlert();
  const { schedule } = useTimeout();
  const [decided, setDecided] = useState(false);
  const action = useRef<ApprovalAction>('approve');
  const form = useRef<FormikProps<Values>>(null);
  const flight = useSingleFlight();

  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  if (contract.isPending) return <Loader />;
  if (!contract.data) return <NotFound message={errorMessage(contract.error)} />;

  const choose = async (next: ApprovalAction) => {
    const current = form.current;
    if (!current) return;
    action.current = next;
    if (next === 'reject') {
      const errors = await current.validateForm();
      if (Object.keys(errors).length > 0) {
        void current.setTouched({ comment: true });
        return;
      }
    }
    submit(current.values);
  };

  const submit = (values: Values) => {
    if (!flight.start()) return;
    clear();
    decide.mutate(
      { action: action.current, comment: values.comment.trim() },
      {
        onSuccess: (message) => {
          setDecided(true);
          form.current?.resetForm();
          showSuccess(message || t('contract_decision_sent'));
          schedule(() => navigate('/'), HOME_AFTER_DECISION_MS);
        },
        onError: showError,
        onSettled: flight.finish,
      },
    );
  };

  const busy = decide.isPending;
  return (
    <div className="container py-4" style={{ maxWidth: 800 }}>
      <h1 className="h4 mb-3">{t('contract_approval')}</h1>
      <section className="card mb-3" aria-label={t('contract_details')}>
        <div className="card-body">
          <ApprovalSummary contract={contract.data} />
        </div>
      </section>
      <AlertArea area="contract-approval" alert={alert} />
      {busy && <Loader label={t('contract_sending')} />}
      <Formik
        innerRef={form}
        initialValues={{ comment: '' }}
        validationSchema={rejectSchema}
        validateOnMount={false}
        onSubmit={() => undefined}
      >
        <Form noValidate hidden={decided} aria-label={t('contract_approval')}>
          <TextField name="comment" label={t('contract_comment')} rows={4} />
          <p className="form-text mt-n2">{t('contract_comment_hint')}</p>
          <div className="d-flex gap-2">
            <button type="button" className="btn btn-success" disabled={busy} onClick={() => void choose('approve')}>
              {t('contract_approve')}
            </button>
            <button type="button" className="btn btn-danger" disabled={busy} onClick={() => void choose('reject')}>
              {t('contract_reject')}
            </button>
          </div>
        </Form>
      </Formik>
    </div>
  );
}
