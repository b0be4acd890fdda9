import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { contractMutations, type ContractRecord } from '@/api/contracts';
import type { Option } from '@/api/dependencies';
import { useHttp } from '@/host/PluginContext';
import { LookupSelectField } from '@/records/lookups/LookupSelectField';
import { DIALOG_WIDTH } from '@/ui/constants';
import { TextField } from '@/ui/form/TextField';
import { CONTRACT_MESSAGES, countOfAtLeastOne, emailList, emailsField } from '../form/schema';
import { FormDialog } from './FormDialog';

interface ReminderValues {
  notifyBefore: string;
  notifyAgents: Option[];
  emails: string;
}

const REMINDER_SCHEMA = yup.object({
  notifyBefore: countOfAtLeastOne.required(CONTRACT_MESSAGES.required),
  emails: emailsField.test('notify-to', CONTRACT_MESSAGES.required, function notifyTo(value) {
    return (this.parent as ReminderValues).notifyAgents.length > 0 || emailList(value ?? '').length > 0;
  }),
});

export interface ReminderDialogProps {
  contract: ContractRecord;
  show: boolean;
  onClose(): void;
  onDone(message: string): void;
}

/** The expiry reminder: who is notified (agents or addresses) and how many days ahead, both required. */
export function ReminderDialog({ contract, show, onClose, onDone }: ReminderDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const remind = useMutation(contractMutations.remind(http, contract.id));
  const initialValues: ReminderValues = {
    notifyBefore: contract.notify_before === null ? '' : String(contract.notify_before),
    notifyAgents: contract.notify_to.flatMap((person) =>
      person.id ? [{ id: person.id, name: person.full_name || person.name || String(person.id) }] : [],
    ),
    emails: contract.notify_to
      .filter((person) => !person.id && person.email)
      .map((person) => person.email)
      .join(', '),
  };
  return (
    <FormDialog<ReminderValues>
      show={show}
      title={t('contract_expiry_reminder')}
      width={DIALOG_WIDTH.confirm}
      area="contract-reminder"
      initialValues={initialValues}
      validationSchema={REMINDER_SCHEMA}
      submitLabel={t('submit')}
      send={(values) =>
        remind.mutateAsync({
          notifyBefore: String(values.notifyBefore),
          notifyAgents: values.notifyAgents,
          emails: emailList(values.emails),
        })
      }
      onSent={onDone}
      onClose={onClose}
      fieldErrors={(errors) => ({
        notifyBefore: errors.notify_before,
        notifyAgents: errors.notify_agent_ids,
        emails: errors.email_ids,
      })}
    >
      <LookupSelectField name="notifyAgents" label={t('contract_notify_agents')} dependency="agents" multiple />
      <TextField name="emails" label={t('contract_notify_emails')} required />
      <TextField name="notifyBefore" label={t('contract_notify_before')} type="number" required />
    </FormDialog>
  );
}
