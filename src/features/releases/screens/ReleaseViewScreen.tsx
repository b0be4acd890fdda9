import { recordViewScreen } from '@/records/recordViewScreen';
import { ReleaseView } from '../view/ReleaseView';

/** /service-desk/releases/{id}/show */
export default recordViewScreen((id) => <ReleaseView key={id} releaseId={id} />, 'release-view');
