import { useTranslation } from 'react-i18next';
import { assetStatusKeys, assetStatusQueries, saveAssetStatus, type AssetStatus } from '@/api/asset-statuses';
import { TextField } from '@/ui/form/TextField';
import type { ReferenceFormKind } from '@/records/reference/ReferenceForm';
import { assetStatusPaths } from '../paths';
import { assetStatusSchema, assetStatusServerFields, EMPTY_ASSET_STATUS, type AssetStatusFormValues } from './schema';

const DESCRIPTION_ROWS = 4;

export const ASSET_STATUS_FORM: ReferenceFormKind<AssetStatus, AssetStatusFormValues> = {
  area: 'asset-status-form',
  labels: { create: 'asset_status_create', edit: 'asset_status_edit' },
  forEdit: assetStatusQueries.forEdit,
  valuesOf: (record) => ({ name: record.name, description: record.description }),
  empty: EMPTY_ASSET_STATUS,
  schema: assetStatusSchema,
  serverFields: assetStatusServerFields,
  save: (http, values, id) =>
    saveAssetStatus(http, { name: values.name.trim(), description: values.description.trim() }, id),
  listPath: assetStatusPaths.list,
  savedQueryKey: assetStatusKeys.all,
};

/** The asset status form's fields: a name of at most 50 characters and a description, both required. */
export function AssetStatusFields() {
  const { t } = useTranslation();
  return (
    <>
      <TextField name="name" label={t('name')} required />
      <TextField name="description" label={t('description')} rows={DESCRIPTION_ROWS} required />
    </>
  );
}
