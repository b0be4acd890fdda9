import { useTranslation } from 'react-i18next';
import { assetTypeKeys, assetTypeQueries, saveAssetType, type AssetType } from '@/api/asset-types';
import { LookupSelectField } from '@/records/lookups/LookupSelectField';
import { optionOf } from '@/records/recordValues';
import { TextField } from '@/ui/form/TextField';
import type { ReferenceFormKind } from '@/records/reference/ReferenceForm';
import { assetTypePaths } from '../paths';
import { assetTypeSchema, assetTypeServerFields, EMPTY_ASSET_TYPE, type AssetTypeFormValues } from './schema';

export const ASSET_TYPE_FORM: ReferenceFormKind<AssetType, AssetTypeFormValues> = {
  area: 'asset-type-form',
  labels: { create: 'asset_type_create', edit: 'asset_type_edit' },
  forEdit: assetTypeQueries.forEdit,
  valuesOf: (record) => ({ name: record.name, parent: optionOf(record.parent) }),
  empty: EMPTY_ASSET_TYPE,
  schema: assetTypeSchema,
  serverFields: assetTypeServerFields,
  // A new type is never the default one; an edit keeps what the type was.
  save: (http, values, id, record) =>
    saveAssetType(
      http,
      { name: values.name.trim(), parent: values.parent, isDefault: record?.is_default ?? false },
      id,
    ),
  listPath: assetTypePaths.list,
  savedQueryKey: assetTypeKeys.all,
};

/** The asset type form's fields: a name and a parent type (the tree). Enter submits; an edit reloads the type. */
export function AssetTypeFields() {
  const { t } = useTranslation();
  return (
    <>
      <TextField name="name" label={t('name')} required />
      <LookupSelectField name="parent" label={t('asset_type_parent')} dependency="asset_types" />
    </>
  );
}
