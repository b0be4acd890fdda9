import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { contractMutations } from '@/api/contracts';
import { useHttp } from '@/host/PluginContext';
import { DIALOG_WIDTH } from '@/ui/constants';
import { TextField } from '@/ui/form/TextField';
import { CONTRACT_MESSAGES } from '../form/schema';
import { FormDialog } from './FormDialog';

const REJECT_SCHEMA = yup.object({ reason: yup.string().trim().required(CONTRACT_MESSAGES.required) });
const EMPTY = { reason: '' };

export interface DecisionDialogProps {
  contractId: number;
  /** The decision; null hides the dialog. */
  decision: 'approve' | 'reject' | null;
  onClose(): void;
  onDone(message: string): void;
}

/** Approve (reason optional) or reject (reason required: the button waits for one) a contract. */
export function DecisionDialog({ contractId, decision, onClose, onDone }: DecisionDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const approve = useMutation(contractMutations.approve(http, contractId));
  const reject = useMutation(contractMutations.reject(http, contractId));
  const isReject = decision === 'reject';
  return (
    <FormDialog
      show={decision !== null}
      title={isReject ? t('contract_reject') : t('contract_approve')}
      width={DIALOG_WIDTH.confirm}
      area="contract-decision"
      initialValues={EMPTY}
      validationSchema={isReject ? REJECT_SCHEMA : undefined}
      submitLabel={isReject ? t('contract_reject') : t('contract_approve')}
      incomplete={(values) => isReject && values.reason.trim() === ''}
      send={({ reason }) => (isReject ? reject : approve).mutateAsync(reason.trim())}
      onSent={onDone}
      onClose={onClose}
      fieldErrors={(errors) => ({ reason: errors.purpose_of_rejection ?? errors.purpose_of_approval })}
    >
      <TextField name="reason" label={t('contract_reason')} required={isReject} rows={3} />
    </FormDialog>
  );
}
