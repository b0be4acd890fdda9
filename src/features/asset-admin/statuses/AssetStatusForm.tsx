import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { assetStatusKeys, assetStatusQueries, saveAssetStatus, type AssetStatus } from '@/api/asset-statuses';
import { useHttp } from '@/host/PluginContext';
import { RecordForm } from '@/records/RecordForm';
import { RecordToEdit } from '@/records/RecordToEdit';
import { TextField } from '@/ui/form/TextField';
import { assetStatusPaths } from '../paths';
import { assetStatusSchema, assetStatusServerFields, EMPTY_ASSET_STATUS, type AssetStatusFormValues } from './schema';

const AREA = 'asset-status-form';
const DESCRIPTION_ROWS = 4;
const noop = () => undefined;

/** The asset status form: a name of at most 50 characters and a description, both required. */
export function AssetStatusForm({ statusId }: { statusId?: number }) {
  const http = useHttp();
  return (
    <RecordToEdit area={AREA} query={statusId === undefined ? undefined : assetStatusQueries.forEdit(http, statusId)}>
      {(record) => <AssetStatusFields statusId={statusId} record={record} />}
    </RecordToEdit>
  );
}

function AssetStatusFields({ statusId, record }: { statusId?: number; record: AssetStatus | undefined }) {
  const { t } = useTranslation();
  const http = useHttp();
  const isEdit = statusId !== undefined;
  const initialValues = useMemo<AssetStatusFormValues>(
    () => (record ? { name: record.name, description: record.description } : EMPTY_ASSET_STATUS),
    [record],
  );
  return (
    <RecordForm<AssetStatusFormValues>
      area={AREA}
      label={isEdit ? t('asset_status_edit') : t('asset_status_create')}
      initialValues={initialValues}
      validationSchema={assetStatusSchema}
      isEdit={isEdit}
      embedded={false}
      save={(values) =>
        saveAssetStatus(http, { name: values.name.trim(), description: values.description.trim() }, statusId)
      }
      serverFields={assetStatusServerFields}
      listPath={assetStatusPaths.list}
      savedQueryKey={assetStatusKeys.all}
      onSaved={noop}
      submitLabel={t('save')}
    >
      <TextField name="name" label={t('name')} required />
      <TextField name="description" label={t('description')} rows={DESCRIPTION_ROWS} required />
    </RecordForm>
  );
}
