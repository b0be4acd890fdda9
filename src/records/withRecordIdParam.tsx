import type { ComponentType } from 'react';
import { NotFound } from '@/ui/NotFound';
import type { ScreenProps } from '@/ui/RouteSwitch';
import { positiveInt } from './addressNumbers';

/**
 * A create / edit screen given the record id of its path (`.../{id}/edit`), undefined on create;
 * an id that is not a positive whole number is not found.
 */
export function withRecordIdParam(Screen: ComponentType<{ recordId: number | undefined }>) {
  return function RecordIdScreen({ params }: ScreenProps) {
    const recordId = params.id === undefined ? undefined : positiveInt(params.id);
    if (params.id !== undefined && recordId === undefined) return <NotFound />;
    return <Screen recordId={recordId} />;
  };
}
