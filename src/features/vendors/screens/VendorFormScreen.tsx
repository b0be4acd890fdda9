import { ReferenceFormPage } from '@/records/reference/ReferenceFormPage';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { VendorFields } from '../form/VendorFields';
import { VENDOR_FORM } from '../form/vendorForm';

/** /service-desk/vendor/create and /service-desk/vendor/{id}/edit. */
export default function VendorFormScreen({ params }: ScreenProps) {
  return <ReferenceFormPage id="sd-vendor" kind={VENDOR_FORM} Fields={VendorFields} params={params} />;
}
