import { recordViewScreen } from '@/records/recordViewScreen';
import { ProductView } from '../view/ProductView';

/** /service-desk/products/{id}/show */
export default recordViewScreen((id) => <ProductView key={id} productId={id} />, 'product-view');
