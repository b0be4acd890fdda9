import { useTranslation } from 'react-i18next';
import { OnOffField } from '@/ui/form/OnOffField';
import { TextField } from '@/ui/form/TextField';

const DESCRIPTION_ROWS = 4;

/** The vendor form's fields, every one required: name, email, primary contact, address, description, status. */
export function VendorFields() {
  const { t } = useTranslation();
  return (
    <>
      <TextField name="name" label={t('name')} required />
      <TextField name="email" type="email" label={t('email')} required />
      <TextField name="primary_contact" label={t('vendor_primary_contact')} required />
      <TextField name="address" label={t('vendor_address')} required />
      <TextField name="description" label={t('description')} rows={DESCRIPTION_ROWS} required />
      <OnOffField name="status" label={t('status')} on={t('vendor_active')} off={t('vendor_inactive')} />
    </>
  );
}
