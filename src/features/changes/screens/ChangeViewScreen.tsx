import { NotFound } from '@/ui/NotFound';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { ChangeView } from '../view/ChangeView';

/** /service-desk/changes/{id}/show */
export default function ChangeViewScreen({ params }: ScreenProps) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return <NotFound />;
  return <ChangeView key={id} changeId={id} />;
}
