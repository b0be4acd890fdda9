import { recordViewScreen } from '@/records/recordViewScreen';
import { ChangeView } from '../view/ChangeView';

/** /service-desk/changes/{id}/show */
export default recordViewScreen((id) => <ChangeView key={id} changeId={id} />);
