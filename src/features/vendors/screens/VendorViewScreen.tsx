import { CarriedMessageAlert } from '@/ui/CarriedMessageAlert';
import { NotFound } from '@/ui/NotFound';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { VendorView } from '../view/VendorView';

/** /service-desk/vendor/{id}/show */
export default function VendorViewScreen({ params }: ScreenProps) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return (
    <>
      <CarriedMessageAlert area="vendor-view" className="px-3 pt-3" />
      <VendorView key={id} vendorId={id} />
    </>
  );
}
