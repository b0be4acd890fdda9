import { NotFound } from '@/ui/NotFound';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { ContractView } from '../view/ContractView';

/** /service-desk/contracts/{id}/show. */
export default function ContractViewScreen({ params }: ScreenProps) {
  const contractId = Number(params.id);
  if (!Number.isInteger(contractId) || contractId <= 0) return <NotFound />;
  return <ContractView key={contractId} contractId={contractId} />;
}
