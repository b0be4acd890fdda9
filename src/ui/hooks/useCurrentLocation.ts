import { useSyncExternalStore } from 'react';
import { currentLocation, subscribeToLocation } from '@/host/navigation';

/** The host page's address (path and query), kept current as it changes. */
export function useCurrentLocation(): string {
  return useSyncExternalStore(subscribeToLocation, currentLocation);
}
