import { CarriedMessageAlert } from '@/ui/CarriedMessageAlert';
import { NotFound } from '@/ui/NotFound';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { ProductView } from '../view/ProductView';

/** /service-desk/products/{id}/show */
export default function ProductViewScreen({ params }: ScreenProps) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return (
    <>
      <CarriedMessageAlert area="product-view" className="px-3 pt-3" />
      <ProductView key={id} productId={id} />
    </>
  );
}
