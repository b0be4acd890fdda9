import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { assetFormQueries, assetKeys, saveAsset, type AssetFormField } from '@/api/assets';
import { useHttp } from '@/host/PluginContext';
import { RecordForm, type RecordFormHostProps } from '@/records/RecordForm';
import { DefinitionFields } from '@/records/customFields/DefinitionFields';
import { RecordToEdit } from '@/records/RecordToEdit';
import { assetPaths } from '../paths';
import { assetFormSchema } from './schema';
import { assetServerFields, initialAssetValues, isShown, toAssetSaveValues, type AssetFormValues } from './values';

const AREA = 'asset-form';

export interface AssetFormProps extends RecordFormHostProps {
  /** Edits this asset; without it the form creates one. */
  assetId?: number;
}

/**
 * The asset form, drawn from the server's definition (form/render to create, edit-asset/{id} to
 * edit). A save opens the asset's page with the server's message; a failed one keeps every value.
 */
export function AssetForm(props: AssetFormProps) {
  const http = useHttp();
  const { assetId } = props;
  return (
    <RecordToEdit area={AREA} query={assetFormQueries.form(http, assetId)}>
      {(fields) => <AssetFormFields {...props} fields={fields ?? []} />}
    </RecordToEdit>
  );
}

function AssetFormFields({ assetId, onSaved, fields }: AssetFormProps & { fields: AssetFormField[] }) {
  const { t } = useTranslation();
  const http = useHttp();
  const isEdit = assetId !== undefined;
  const { initialValues, schema, serverFields } = useMemo(
    () => ({
      initialValues: initialAssetValues(fields),
      schema: assetFormSchema(fields),
      serverFields: assetServerFields(fields),
    }),
    [fields],
  );

  return (
    <RecordForm<AssetFormValues>
      area={AREA}
      label={isEdit ? t('asset_edit') : t('asset_create')}
      initialValues={initialValues}
      validationSchema={schema}
      isEdit={isEdit}
      embedded={false}
      save={(values) => saveAsset(http, toAssetSaveValues(fields, values, assetId))}
      serverFields={serverFields}
      pathAfterSave={(id) => assetPaths.show(id ?? assetId ?? 0)}
      savedQueryKey={assetKeys.all}
      onSaved={onSaved}
      submitLabel={isEdit ? t('update') : t('submit')}
    >
      <DefinitionFields
        fields={fields}
        isShown={isShown}
        owner={assetId === undefined ? undefined : `sd_assets:${assetId}`}
      />
    </RecordForm>
  );
}
