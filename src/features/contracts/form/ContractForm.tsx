import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { contractKeys, contractQueries, saveContract, type ContractRecord } from '@/api/contracts';
import { useHttp } from '@/host/PluginContext';
import { RecordForm, type RecordFormHostProps } from '@/records/RecordForm';
import { RecordToEdit } from '@/records/RecordToEdit';
import { contractPaths } from '../paths';
import { ContractFields } from './ContractFields';
import { contractSchema, EMPTY_CONTRACT, type ContractFormValues } from './schema';
import { contractServerFields, toSaveValues, valuesFromRecord } from './values';

const AREA = 'contract-create-edit';

export interface ContractFormProps extends RecordFormHostProps {
  /** Edits this contract; without it the form creates one. */
  contractId?: number;
}

/**
 * The contract form, create or edit. Loads the contract on edit; after a create the list follows in
 * 3 seconds, after an edit the stored contract is read again; a failed save keeps every value.
 */
export function ContractForm(props: ContractFormProps) {
  const http = useHttp();
  const { contractId } = props;
  return (
    <RecordToEdit area={AREA} query={contractId === undefined ? undefined : contractQueries.forEdit(http, contractId)}>
      {(record) => <ContractFormFields {...props} record={record} />}
    </RecordToEdit>
  );
}

function ContractFormFields({ contractId, onSaved, record }: ContractFormProps & { record?: ContractRecord }) {
  const { t } = useTranslation();
  const http = useHttp();
  const isEdit = contractId !== undefined;
  const initialValues = useMemo(() => (record ? valuesFromRecord(record) : EMPTY_CONTRACT), [record]);

  return (
    <RecordForm<ContractFormValues>
      area={AREA}
      label={isEdit ? t('contract_edit') : t('contract_create')}
      initialValues={initialValues}
      validationSchema={contractSchema}
      isEdit={isEdit}
      embedded={false}
      save={(values) => saveContract(http, toSaveValues(values, contractId))}
      serverFields={contractServerFields}
      listPath={contractPaths.list}
      savedQueryKey={contractKeys.all}
      onSaved={onSaved}
      submitLabel={isEdit ? t('update') : t('submit')}
    >
      <ContractFields contractId={contractId} record={record} />
    </RecordForm>
  );
}
