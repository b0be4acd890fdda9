import { CarriedMessageAlert } from '@/ui/CarriedMessageAlert';
import { NotFound } from '@/ui/NotFound';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { AssetView } from '../view/AssetView';

/** /service-desk/assets/{id}/show */
export default function AssetViewScreen({ params }: ScreenProps) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return (
    <>
      <CarriedMessageAlert area="asset-view" className="px-3 pt-3" />
      <AssetView key={id} assetId={id} />
    </>
  );
}
