import { useEffect } from 'react';
import { errorMessage } from '@/ui/alerts';

/**
 * Logs each failed fetch of an import's progress as a warning: the spec has a progress fetch
 * failure "only logged", and a warning (not an error) marks it as expected while polling goes on.
 */
export function useLoggedLoadFailure(error: unknown, errorUpdatedAt: number): void {
  useEffect(() => {
    if (error) console.warn(`Import progress could not be loaded: ${errorMessage(error)}`);
  }, [error, errorUpdatedAt]);
}
