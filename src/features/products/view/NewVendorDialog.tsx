import { useTranslation } from 'react-i18next';
import { saveVendor, vendorKeys } from '@/api/vendors';
import { useHttp } from '@/host/PluginContext';
import { RecordForm } from '@/records/RecordForm';
import { Dialog } from '@/ui/Dialog';
import { DIALOG_WIDTH } from '@/ui/constants';
import { EMPTY_VENDOR, VendorFields, vendorSaveValues, vendorSchema, vendorServerFields } from '@/features/vendors';

interface NewVendorDialogProps {
  show: boolean;
  productId: number;
  onClose(): void;
  /** After the vendor is created and linked to the product, with the server's message. */
  onCreated(message: string): void;
}

/** 'New vendor' from a product's page: the vendor form in a dialog, sent with the product's id. */
export function NewVendorDialog({ show, productId, onClose, onCreated }: NewVendorDialogProps) {
  const { t } = useTranslation();
  const http = useHttp();
  return (
    <Dialog show={show} title={t('product_new_vendor')} width={DIALOG_WIDTH.assign} onClose={onClose}>
      {show && (
        <RecordForm
          area="product-new-vendor"
          label={t('product_new_vendor')}
          initialValues={EMPTY_VENDOR}
          validationSchema={vendorSchema}
          isEdit={false}
          embedded
          save={(values) => saveVendor(http, vendorSaveValues(values, productId))}
          serverFields={vendorServerFields}
          savedQueryKey={vendorKeys.all}
          onSaved={onCreated}
          submitLabel={t('proceed')}
        >
          <VendorFields />
        </RecordForm>
      )}
    </Dialog>
  );
}
