import { recordViewScreen } from '@/records/recordViewScreen';
import { ContractView } from '../view/ContractView';

/** /service-desk/contracts/{id}/show. */
export default recordViewScreen((id) => <ContractView key={id} contractId={id} />);
