import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { contractMutations, type ContractRecord } from '@/api/contracts';
import type { Option } from '@/api/dependencies';
import { useHttp } from '@/host/PluginContext';
import { LookupSelectField } from '@/records/lookups/LookupSelectField';
import { DIALOG_WIDTH } from '@/ui/constants';
import { DateTimeField } from '@/ui/form/DateTimeField';
import { CostField } from '../form/ControlledInputs';
import { CONTRACT_MESSAGES, endNotBeforeStart } from '../form/schema';
import { inputDateOf, serverDateOf } from '../form/values';
import { FormDialog } from './FormDialog';

interface TermValues {
  cost: string;
  approver: Option | null;
  startDate: string;
  endDate: string;
}

const required = yup.string().trim().required(CONTRACT_MESSAGES.required);
const TERM_SCHEMA = yup.object({
  cost: required,
  approver: yup.mixed<Option>().nullable().required(CONTRACT_MESSAGES.required),
  startDate: required,
  endDate: endNotBeforeStart,
});

const SERVER_FIELDS: Record<string, keyof TermValues> = {
  cost: 'cost',
  approver_id: 'approver',
  contract_start_date: 'startDate',
  contract_end_date: 'endDate',
};

export interface TermDialogProps {
  contract: ContractRecord;
  /** Extend (the start is the current end, fixed) or renew (the start is editable); null hides it. */
  kind: 'extend' | 'renew' | null;
  onClose(): void;
  onDone(message: string): void;
}

/** Extends or renews a contract: end date, approver and cost required; the end not before the start. */
export function TermDialog({ contract, kind, onClose, onDone }: TermDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const extend = useMutation(contractMutations.changeTerm(http, contract.id, 'extend'));
  const renew = useMutation(contractMutations.changeTerm(http, contract.id, 'renew'));
  const isExtend = kind === 'extend';
  const initialValues: TermValues = {
    cost: '',
    approver: null,
    startDate: isExtend ? inputDateOf(contract.contract_end_date) : '',
    endDate: '',
  };
  return (
    <FormDialog<TermValues>
      show={kind !== null}
      title={isExtend ? t('contract_extend') : t('contract_renew')}
      width={DIALOG_WIDTH.assign}
      area="contract-term"
      initialValues={initialValues}
      validationSchema={TERM_SCHEMA}
      submitLabel={t('submit')}
      send={(values) =>
        (isExtend ? extend : renew).mutateAsync({
          cost: values.cost,
          approver: values.approver as Option,
          startDate: serverDateOf(values.startDate),
          endDate: serverDateOf(values.endDate),
        })
      }
      onSent={onDone}
      onClose={onClose}
      fieldErrors={(errors) =>
        Object.fromEntries(Object.entries(errors).map(([field, message]) => [SERVER_FIELDS[field] ?? field, message]))
      }
    >
      <DateTimeField name="startDate" label={t('contract_start_date')} required disabled={isExtend} />
      <DateTimeField name="endDate" label={t('contract_end_date')} required />
      <LookupSelectField name="approver" label={t('contract_approver')} dependency="agents" required />
      <CostField name="cost" label={t('contract_cost')} required />
    </FormDialog>
  );
}
