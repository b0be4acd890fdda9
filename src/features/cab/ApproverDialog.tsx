import { Form, Formik, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { changeApprovalMutations } from '@/api/change-approvals';
import { useHttp } from '@/host/PluginContext';
import { LookupSelectField } from '@/records/lookups/LookupSelectField';
import { AlertArea } from '@/ui/AlertArea';
import { DIALOG_WIDTH } from '@/ui/constants';
import { Dialog } from '@/ui/Dialog';
import { TextField } from '@/ui/form/TextField';
import { approverSchema, type ApproverFormValues } from './schema';
import { CabDialogActions } from './CabDialogActions';
import { useCabSubmit } from './useCabSubmit';

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
  const submitState = useCabSubmit(change, {
    onClose,
    onChanged,
    fieldErrors: formFieldErrors,
  });
  const { alert, send, dismiss, busy } = submitState;
  const mode = target?.mode ?? 'add';

  const submit = (values: ApproverFormValues, helpers: FormikHelpers<ApproverFormValues>) => {
    if (target === null) return;
    const approverId = target.mode === 'add' ? values.approver?.id : target.approver.id;
    if (approverId === undefined) return;
    const input = {
      action: target.mode,
      approver_id: approverId,
      change_id: changeId,
      level_id: target.levelId,
      comment: values.comment.trim(),
    };
    send(input, values, helpers);
  };

  const initialValues: ApproverFormValues = { approver: null, comment: '' };
  return (
    <Dialog
      show={target !== null}
      width={DIALOG_WIDTH.confirm}
      title={mode === 'add' ? t('cab_add_approver') : t('cab_remove_approver')}
      onClose={dismiss}
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
          <TextField name="comment" label={t('cab_reason')} required disabled={busy} rows={3} />
          <CabDialogActions state={submitState} submitLabel={mode === 'add' ? t('cab_add') : t('cab_remove')} />
        </Form>
      </Formik>
    </Dialog>
  );
}
