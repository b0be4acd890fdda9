import { ReferenceFormPage } from '@/records/reference/ReferenceFormPage';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { ProductFields } from '../form/ProductFields';
import { PRODUCT_FORM } from '../form/productForm';

/** /service-desk/products/create and /service-desk/products/{id}/edit. */
export default function ProductFormScreen({ params }: ScreenProps) {
  return <ReferenceFormPage id="sd-product" kind={PRODUCT_FORM} Fields={ProductFields} params={params} />;
}
