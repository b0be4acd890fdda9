import { recordViewScreen } from '@/records/recordViewScreen';
import { ProblemView } from '../view/ProblemView';

/** /service-desk/problem/{id}/show */
export default recordViewScreen((id) => <ProblemView key={id} problemId={id} />);
