import { CarriedMessageAlert } from '@/ui/CarriedMessageAlert';
import { NotFound } from '@/ui/NotFound';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { CabView } from '../view/CabView';
import { recordIdOf } from './recordId';

/** /service-desk/cab/{id}/show */
export default function CabViewScreen({ params }: ScreenProps) {
  const id = params.id === undefined ? undefined : recordIdOf(params.id);
  if (id === undefined) return <NotFound />;
  return (
    <>
      <CarriedMessageAlert area="cab-view" className="px-3 pt-3" />
      <CabView key={id} cabId={id} />
    </>
  );
}
