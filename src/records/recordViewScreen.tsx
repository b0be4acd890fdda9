import type { ReactNode } from 'react';
import { CarriedMessageAlert } from '@/ui/CarriedMessageAlert';
import { NotFound } from '@/ui/NotFound';
import type { ScreenProps } from '@/ui/RouteSwitch';

/**
 * The screen of a record's page (`.../{id}/show`): any id that is not a positive whole number is
 * not found. With `carriedArea`, the message a save left for the page shows above it.
 */
export function recordViewScreen(view: (id: number) => ReactNode, carriedArea?: string) {
  return function RecordViewScreen({ params }: ScreenProps) {
    const id = Number(params.id);
    if (!Number.isInteger(id) || id <= 0) return <NotFound />;
    if (!carriedArea) return view(id);
    return (
      <>
        <CarriedMessageAlert area={carriedArea} className="px-3 pt-3" />
        {view(id)}
      </>
    );
  };
}
