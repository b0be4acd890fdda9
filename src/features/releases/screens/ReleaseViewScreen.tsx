import { CarriedMessageAlert } from '@/ui/CarriedMessageAlert';
import { NotFound } from '@/ui/NotFound';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { ReleaseView } from '../view/ReleaseView';

/** /service-desk/releases/{id}/show */
export default function ReleaseViewScreen({ params }: ScreenProps) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return (
    <>
      <CarriedMessageAlert area="release-view" className="px-3 pt-3" />
      <ReleaseView key={id} releaseId={id} />
    </>
  );
}
