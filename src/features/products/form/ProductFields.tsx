import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { LookupSelectField } from '@/records/lookups/LookupSelectField';
import { OnOffField } from '@/ui/form/OnOffField';
import { TextField } from '@/ui/form/TextField';
import type { ProductFormValues } from './schema';

const DESCRIPTION_ROWS = 4;

/** The product form's fields; the asset type is locked once the stored product has one. */
export function ProductFields() {
  const { t } = useTranslation();
  const { initialValues } = useFormikContext<ProductFormValues>();
  const assetTypeLocked = initialValues.assetType !== null;
  return (
    <>
      <TextField name="name" label={t('name')} required />
      <OnOffField name="status" label={t('status')} on={t('product_enable')} off={t('product_disable')} />
      <TextField name="manufacturer" label={t('product_manufacturer')} required />
      <LookupSelectField name="productStatus" label={t('product_status')} dependency="product_statuses" required />
      <LookupSelectField name="procurement" label={t('product_procurement')} dependency="product_proc_mode" required />
      <LookupSelectField name="department" label={t('department')} dependency="departments" required />
      <LookupSelectField
        name="assetType"
        label={t('product_asset_type')}
        dependency="asset_types"
        disabled={assetTypeLocked}
      />
      <TextField name="description" label={t('description')} rows={DESCRIPTION_ROWS} required />
    </>
  );
}
