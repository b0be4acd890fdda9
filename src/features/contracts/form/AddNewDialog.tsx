import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { createInlineRecord, findCreatedRecord, type InlineRecordKind } from '@/api/contracts';
import type { Option } from '@/api/dependencies';
import { useHttp } from '@/host/PluginContext';
import { DIALOG_WIDTH } from '@/ui/constants';
import { TextField } from '@/ui/form/TextField';
import { FormDialog } from '../dialogs/FormDialog';
import { CONTRACT_MESSAGES } from './schema';

const required = yup.string().trim().required(CONTRACT_MESSAGES.required);

const VENDOR_SCHEMA = yup.object({
  name: required,
  email: required.email('The email must be a valid email address.'),
  primary_contact: required,
  address: required,
  description: required,
});
const TYPE_SCHEMA = yup.object({ name: required });

const EMPTY = { name: '', email: '', primary_contact: '', address: '', description: '' };

export interface AddNewDialogProps {
  /** The record to create; null hides the dialog. */
  kind: InlineRecordKind | null;
  onClose(): void;
  /** The created record, found by its name, and the server's message. */
  onCreated(option: Option | null, message: string): void;
}

/**
 * The contract form's add-new modal ('add' plus the kind, 'proceed'): creates a vendor (every field
 * required, active) or a contract type (a name), then finds it through its lookup so the form can
 * choose it.
 */
export function AddNewDialog({ kind, onClose, onCreated }: AddNewDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  const isVendor = kind === 'vendors';

  const send = async (values: typeof EMPTY) => {
    const shown = kind ?? 'contract_types';
    const name = values.name.trim();
    const message = await createInlineRecord(http, shown, isVendor ? values : { name });
    onCreated(await findCreatedRecord(http, shown, name).catch(() => null), message);
    return message;
  };

  return (
    <FormDialog
      show={kind !== null}
      title={isVendor ? t('contract_add_vendor') : t('contract_add_type')}
      width={DIALOG_WIDTH.confirm}
      area="contract-add-new"
      initialValues={EMPTY}
      validationSchema={isVendor ? VENDOR_SCHEMA : TYPE_SCHEMA}
      submitLabel={t('contract_add_new_proceed')}
      send={send}
      onSent={() => undefined}
      onClose={onClose}
    >
      <TextField name="name" label={t('name')} required />
      {isVendor && (
        <>
          <TextField name="email" label={t('email')} type="email" required />
          <TextField name="primary_contact" label={t('contract_primary_contact')} required />
          <TextField name="address" label={t('contract_address')} required />
          <TextField name="description" label={t('description')} rows={3} required />
        </>
      )}
    </FormDialog>
  );
}
