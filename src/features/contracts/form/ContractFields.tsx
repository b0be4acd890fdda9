import { useState } from 'react';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { ContractRecord, InlineRecordKind } from '@/api/contracts';
import type { Option } from '@/api/dependencies';
import { useCanAttachAssets } from '@/records/assets/useCanAttachAssets';
import { LookupSelectField } from '@/records/lookups/LookupSelectField';
import { RecordAttachmentField } from '@/records/RecordAttachmentField';
import { AlertArea } from '@/ui/AlertArea';
import { FieldGrid } from '@/ui/form/FieldGrid';
import { RichTextField } from '@/ui/form/RichTextField';
import { TextField } from '@/ui/form/TextField';
import { AddNewDialog } from './AddNewDialog';
import { DateTimeField } from '@/ui/form/DateTimeField';
import { CostField } from './ControlledInputs';
import { OrganizationField } from './OrganizationField';
import { CONTRACT_MESSAGES, type ContractFormValues } from './schema';
import { useContractStateRules } from './useContractStateRules';

/** The form field an add-new record is chosen in. */
const FIELD_OF_KIND: Record<InlineRecordKind, 'vendor' | 'contractType'> = {
  vendors: 'vendor',
  contract_types: 'contractType',
};

/** A lookup with its add-new button below it. */
function WithAddNew({ label, onAdd, children }: { label: string; onAdd(): void; children: React.ReactNode }) {
  return (
    <div>
      {children}
      <button type="button" className="btn btn-link btn-sm p-0 mb-3" style={{ marginTop: '-0.75rem' }} onClick={onAdd}>
        {label}
      </button>
    </div>
  );
}

/** The contract form's fields and their rules of state (spec sections 4 and 5). */
export function ContractFields({ contractId, record }: { contractId?: number; record?: ContractRecord }) {
  const { t } = useTranslation();
  const { values, errors, submitCount, setFieldValue } = useFormikContext<ContractFormValues>();
  const statusLocked = useContractStateRules();
  const canAttachAssets = useCanAttachAssets();
  const [adding, setAdding] = useState<InlineRecordKind | null>(null);

  const chooseCreated = (option: Option | null) => {
    if (adding && option) void setFieldValue(FIELD_OF_KIND[adding], option);
    setAdding(null);
  };

  return (
    <>
      {submitCount > 0 && errors.userOrVendor && (
        <AlertArea area="contract-user-or-vendor" alert={{ kind: 'danger', text: t(CONTRACT_MESSAGES.userOrVendor) }} />
      )}
      <FieldGrid>
        <TextField name="name" label={t('name')} required />
        <TextField name="identifier" label={t('identifier')} />
        <WithAddNew label={t('contract_add_type')} onAdd={() => setAdding('contract_types')}>
          <LookupSelectField name="contractType" label={t('contract_type')} dependency="contract_types" required />
        </WithAddNew>
        <LookupSelectField name="approver" label={t('contract_approver')} dependency="agents" />
        <LookupSelectField
          name="status"
          label={t('status')}
          dependency="contract_statuses"
          required
          disabled={statusLocked}
        />
        <CostField name="cost" label={t('contract_cost')} required />
        <LookupSelectField name="licenseType" label={t('contract_license_type')} dependency="license_types" />
        <TextField name="licenseCount" label={t('contract_license_count')} type="number" />
        {!values.user && (
          <WithAddNew label={t('contract_add_vendor')} onAdd={() => setAdding('vendors')}>
            <LookupSelectField name="vendor" label={t('contract_vendor')} dependency="vendors" />
          </WithAddNew>
        )}
        {!values.vendor && <LookupSelectField name="user" label={t('contract_user')} dependency="users" />}
        {values.user && <OrganizationField userId={values.user.id} />}
        <DateTimeField name="startDate" label={t('contract_start_date')} required />
        <DateTimeField name="endDate" label={t('contract_end_date')} required />
        <TextField name="notifyBefore" label={t('contract_notify_before')} type="number" />
        <LookupSelectField name="notifyAgents" label={t('contract_notify_agents')} dependency="agents" multiple />
        <TextField name="emails" label={t('contract_notify_emails')} />
        {canAttachAssets && <LookupSelectField name="assets" label={t('assets')} dependency="assets" multiple />}
      </FieldGrid>
      <RichTextField name="description" label={t('description')} required />
      <RecordAttachmentField ownerType="sd_contracts" recordId={contractId} current={record?.attachment[0] ?? null} />
      <AddNewDialog kind={adding} onClose={() => setAdding(null)} onCreated={chooseCreated} />
    </>
  );
}
