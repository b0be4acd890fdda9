import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { assetTypeKeys, assetTypeQueries, saveAssetType, type AssetType } from '@/api/asset-types';
import { LookupSelectField } from '@/records/lookups/LookupSelectField';
import { optionOf } from '@/records/recordValues';
import { CheckboxField } from '@/ui/form/CheckboxField';
import { TextField } from '@/ui/form/TextField';
import type { ReferenceFormKind } from '@/records/reference/ReferenceForm';
import { assetTypePaths } from '../paths';
import { assetTypeSchema, assetTypeServerFields, EMPTY_ASSET_TYPE, type AssetTypeFormValues } from './schema';

export const ASSET_TYPE_FORM: ReferenceFormKind<AssetType, AssetTypeFormValues> = {
  area: 'asset-type-form',
  labels: { create: 'asset_type_create', edit: 'asset_type_edit' },
  forEdit: assetTypeQueries.forEdit,
  valuesOf: (record) => ({
    name: record.name,
    parent: optionOf(record.parent),
    isDefault: record.is_default,
    wasDefault: record.is_default,
  }),
  empty: EMPTY_ASSET_TYPE,
  schema: assetTypeSchema,
  serverFields: assetTypeServerFields,
  // A new type is never the default one (the box shows only when editing).
  save: (http, values, id) =>
    saveAssetType(
      http,
      { name: values.name.trim(), parent: values.parent, isDefault: id !== undefined && values.isDefault },
      id,
    ),
  listPath: assetTypePaths.list,
  savedQueryKey: assetTypeKeys.all,
};

/**
 * The asset type form's fields: a name, a parent type (the tree) and, when editing, whether it is
 * the default type (the default one stays so until another is made the default). Enter submits;
 * an edit reloads the type.
 */
export function AssetTypeFields({ recordId }: { recordId?: number }) {
  const { t } = useTranslation();
  const { values } = useFormikContext<AssetTypeFormValues>();
  return (
    <>
      <TextField name="name" label={t('name')} required />
      <LookupSelectField name="parent" label={t('asset_type_parent')} dependency="asset_types" />
      {recordId !== undefined && (
        <CheckboxField
          name="isDefault"
          label={t('asset_type_is_default')}
          disabled={values.wasDefault}
          hint={values.wasDefault ? t('asset_type_default_hint') : undefined}
        />
      )}
    </>
  );
}
