import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { assetTypeKeys, assetTypeQueries, saveAssetType, type AssetType } from '@/api/asset-types';
import { useHttp } from '@/host/PluginContext';
import { LookupSelectField } from '@/records/lookups/LookupSelectField';
import { RecordForm } from '@/records/RecordForm';
import { optionOf } from '@/records/recordValues';
import { RecordToEdit } from '@/records/RecordToEdit';
import { TextField } from '@/ui/form/TextField';
import { assetTypePaths } from '../paths';
import { assetTypeSchema, assetTypeServerFields, EMPTY_ASSET_TYPE, type AssetTypeFormValues } from './schema';

const AREA = 'asset-type-form';
const noop = () => undefined;

/** The asset type form: a name and a parent type (the tree). Enter submits; an edit reloads the type. */
export function AssetTypeForm({ typeId }: { typeId?: number }) {
  const http = useHttp();
  return (
    <RecordToEdit area={AREA} query={typeId === undefined ? undefined : assetTypeQueries.forEdit(http, typeId)}>
      {(record) => <AssetTypeFields typeId={typeId} record={record} />}
    </RecordToEdit>
  );
}

function AssetTypeFields({ typeId, record }: { typeId?: number; record: AssetType | undefined }) {
  const { t } = useTranslation();
  const http = useHttp();
  const isEdit = typeId !== undefined;
  const initialValues = useMemo<AssetTypeFormValues>(
    () => (record ? { name: record.name, parent: optionOf(record.parent) } : EMPTY_ASSET_TYPE),
    [record],
  );
  return (
    <RecordForm<AssetTypeFormValues>
      area={AREA}
      label={isEdit ? t('asset_type_edit') : t('asset_type_create')}
      initialValues={initialValues}
      validationSchema={assetTypeSchema}
      isEdit={isEdit}
      embedded={false}
      // A new type is never the default one; an edit keeps what the type was.
      save={(values) =>
        saveAssetType(
          http,
          { name: values.name.trim(), parent: values.parent, isDefault: record?.is_default ?? false },
          typeId,
        )
      }
      serverFields={assetTypeServerFields}
      listPath={assetTypePaths.list}
      savedQueryKey={assetTypeKeys.all}
      onSaved={noop}
      submitLabel={t('save')}
    >
      <TextField name="name" label={t('name')} required />
      <LookupSelectField name="parent" label={t('asset_type_parent')} dependency="asset_types" />
    </RecordForm>
  );
}
