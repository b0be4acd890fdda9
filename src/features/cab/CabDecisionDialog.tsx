import { Form, Formik, type FormikHelpers } from 'formik';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { changeApprovalMutations, type ApprovalActionType } from '@/api/change-approvals';
import { isApiError } from '@/api/errors';
import { useHttp } from '@/host/PluginContext';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { DIALOG_WIDTH } from '@/ui/constants';
import { Dialog } from '@/ui/Dialog';
import { SubmitButton, TextField } from '@/ui/form';
import { serverFieldErrorsStatus } from '@/ui/form/serverFieldErrors';
import { useSingleFlight } from '@/ui/hooks/useSingleFlight';
import { decisionSchema } from './schema';
import { useResetAfterSuccess } from './useResetAfterSuccess';

export interface CabDecisionDialogProps {
  changeId: number;
  /** The decision being made; null hides the dialog. */
  action: ApprovalActionType | null;
  onClose(): void;
  onChanged(): void;
}

/** Approve or deny the change as the signed-in approver, with a required comment. */
export function CabDecisionDialog({ changeId, action, onClose, onChanged }: CabDecisionDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const decide = useMutation(changeApprovalMutations.decide(http, changeId));
  const { alert, showSuccess, showError, clear } = useAlert();
  const close = useCallback(() => {
    clear();
    onClose();
  }, [clear, onClose]);
  const after = useResetAfterSuccess(close);
  const flight = useSingleFlight();

  const submit = (values: { comment: string }, helpers: FormikHelpers<{ comment: string }>) => {
    if (action === null || !flight.start()) return;
    clear();
    decide.mutate(
      { action_type: action, comment: values.comment.trim() },
      {
        onSuccess: (message) => {
          showSuccess(message);
          onChanged();
          after.succeeded();
        },
        onError: (error) => {
          showError(error);
          if (isApiError(error)) helpers.setStatus(serverFieldErrorsStatus(error.firstFieldMessages(), values));
        },
        onSettled: () => {
          flight.finish();
          helpers.setSubmitting(false);
        },
      },
    );
  };

  const busy = decide.isPending || after.done;
  return (
    <Dialog
      show={action !== null}
      width={DIALOG_WIDTH.comment}
      title={action === 'deny' ? t('cab_deny_title') : t('cab_approve_title')}
      onClose={() => {
        after.clear();
        close();
      }}
      busy={busy}
    >
      <Formik initialValues={{ comment: '' }} validationSchema={decisionSchema} onSubmit={submit}>
        <Form noValidate>
          <AlertArea area="cab-decision" alert={alert} />
          <TextField rows={3} name="comment" label={t('cab_comment')} required disabled={busy} />
          <div className="d-flex justify-content-end gap-2">
            <button type="button" className="btn btn-outline-secondary" onClick={close} disabled={busy}>
              {t('cancel')}
            </button>
            <SubmitButton busy={decide.isPending} disabled={after.done} busyLabel={t('cab_sending')}>
              {action === 'deny' ? t('cab_deny') : t('cab_approve')}
            </SubmitButton>
          </div>
        </Form>
      </Formik>
    </Dialog>
  );
}
