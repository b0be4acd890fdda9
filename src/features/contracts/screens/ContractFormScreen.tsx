import { recordFormScreen } from '@/records/recordFormScreen';
import { ContractForm } from '../form/ContractForm';
import { contractPaths } from '../paths';

const noop = () => undefined;

/** /service-desk/contracts/create and /service-desk/contracts/{id}/edit: titled by the path; editing links to the contract. */
export default recordFormScreen('contract', contractPaths.show, (contractId) => (
  <ContractForm key={contractId ?? 'create'} contractId={contractId} onSaved={noop} />
));
