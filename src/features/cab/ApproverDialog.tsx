import { Form, Formik, type FormikHelpers } from 'formik';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { changeApprovalMutations } from '@/api/change-approvals';
import { isApiError } from '@/api/errors';
import { useHttp } from '@/host/PluginContext';
import { LookupSelectField } from '@/records/lookups/LookupSelectField';
import { AlertArea } from '@/ui/AlertArea';
import { useAlert } from '@/ui/alerts';
import { DIALOG_WIDTH } from '@/ui/constants';
import { Dialog } from '@/ui/Dialog';
import { SubmitButton, TextField } from '@/ui/form';
import { serverFieldErrorsStatus } from '@/ui/form/serverFieldErrors';
import { useSingleFlight } from '@/ui/hooks/useSingleFlight';
import { approverSchema, type ApproverFormValues } from './schema';
import { useResetAfterSuccess } from './useResetAfterSuccess';

/** What the dialog acts on: adding to a level, or removing one user approver of it. */
export type ApproverDialogTarget =
  | { mode: 'add'; levelId: number; levelName: string }
  | { mode: 'remove'; levelId: number; levelName: string; approver: { id: number; name: string } };

export interface ApproverDialogProps {
  changeId: number;
  /** null hides the dialog. */
  target: ApproverDialogTarget | null;
  onClose(): void;
  onChanged(): void;
}

/** Server field names onto the form's: approver_id is the picker, comment the reason. */
function formFieldErrors(errors: Record<string, string>): Record<string, string> {
  const mapped: Record<string, string> = {};
  if (errors.approver_id) mapped.approver = errors.approver_id;
  if (errors.comment) mapped.comment = errors.comment;
  return mapped;
}

/** Adds an approver (picker + reason) or removes one (reason) on the active level. */
export function ApproverDialog({ changeId, target, onClose, onChanged }: ApproverDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const change = useMutation(changeApprovalMutations.changeApprover(http, changeId));
  const { alert, showSuccess, showError, clear } = useAlert();
  const close = useCallback(() => {
    clear();
    onClose();
  }, [clear, onClose]);
  const after = useResetAfterSuccess(close);
  const flight = useSingleFlight();
  const mode = target?.mode ?? 'add';

  const submit = (values: ApproverFormValues, helpers: FormikHelpers<ApproverFormValues>) => {
    if (target === null) return;
    const approverId = target.mode === 'add' ? values.approver?.id : target.approver.id;
    if (approverId === undefined || !flight.start()) return;
    clear();
    change.mutate(
      {
        action: target.mode,
        approver_id: approverId,
        change_id: changeId,
        level_id: target.levelId,
        comment: values.comment.trim(),
      },
      {
        onSuccess: (message) => {
          showSuccess(message);
          onChanged();
          after.succeeded();
        },
        onError: (error) => {
          showError(error);
          if (isApiError(error)) {
            helpers.setStatus(serverFieldErrorsStatus(formFieldErrors(error.firstFieldMessages()), values));
          }
        },
        onSettled: () => {
          flight.finish();
          helpers.setSubmitting(false);
        },
      },
    );
  };

  const busy = change.isPending || after.done;
  const initialValues: ApproverFormValues = { approver: null, comment: '' };
  return (
    <Dialog
      show={target !== null}
      width={DIALOG_WIDTH.confirm}
      title={mode === 'add' ? t('cab_add_approver') : t('cab_remove_approver')}
      onClose={() => {
        after.clear();
        close();
      }}
      busy={busy}
    >
      <Formik initialValues={initialValues} validationSchema={approverSchema(mode)} onSubmit={submit}>
        <Form noValidate>
          <AlertArea area="add_remove_approver" alert={alert} />
          {target && <p className="text-secondary">{t('cab_level_named', { name: target.levelName })}</p>}
          {target?.mode === 'add' ? (
            <LookupSelectField name="approver" label={t('cab_approver')} dependency="agents" required disabled={busy} />
          ) : (
            target && <p>{t('cab_approver_named', { name: target.approver.name })}</p>
          )}
          <TextField rows={3} name="comment" label={t('cab_reason')} required disabled={busy} />
          <div className="d-flex justify-content-end gap-2">
            <button type="button" className="btn btn-outline-secondary" onClick={close} disabled={busy}>
              {t('cancel')}
            </button>
            <SubmitButton busy={change.isPending} disabled={after.done} busyLabel={t('cab_sending')}>
              {mode === 'add' ? t('cab_add') : t('cab_remove')}
            </SubmitButton>
          </div>
        </Form>
      </Formik>
    </Dialog>
  );
}
