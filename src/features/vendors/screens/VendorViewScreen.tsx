import { recordViewScreen } from '@/records/recordViewScreen';
import { VendorView } from '../view/VendorView';

/** /service-desk/vendor/{id}/show */
export default recordViewScreen((id) => <VendorView key={id} vendorId={id} />, 'vendor-view');
