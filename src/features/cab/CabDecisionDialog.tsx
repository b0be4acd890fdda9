import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { changeApprovalMutations, type ApprovalActionType } from '@/api/change-approvals';
import { useHttp } from '@/host/PluginContext';
import { AlertArea } from '@/ui/AlertArea';
import { DIALOG_WIDTH } from '@/ui/constants';
import { Dialog } from '@/ui/Dialog';
import { TextField } from '@/ui/form/TextField';
import { decisionSchema } from './schema';
import { CabDialogActions } from './CabDialogActions';
import { useCabSubmit } from './useCabSubmit';

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
  const submitState = useCabSubmit(decide, { onClose, onChanged });
  const { alert, send, dismiss, busy } = submitState;

  const submit = (values: { comment: string }, helpers: FormikHelpers<{ comment: string }>) => {
    if (action === null) return;
    send({ action_type: action, comment: values.comment.trim() }, values, helpers);
  };

  return (
    <Dialog
      show={action !== null}
      width={DIALOG_WIDTH.comment}
      title={action === 'deny' ? t('cab_deny_title') : t('cab_approve_title')}
      onClose={dismiss}
      busy={busy}
    >
      <Formik initialValues={{ comment: '' }} validationSchema={decisionSchema} onSubmit={submit}>
        <Form noValidate>
          <AlertArea area="cab-decision" alert={alert} />
          <TextField name="comment" label={t('cab_comment')} required disabled={busy} rows={3} />
          <CabDialogActions state={submitState} submitLabel={action === 'deny' ? t('cab_deny') : t('cab_approve')} />
        </Form>
      </Formik>
    </Dialog>
  );
}
