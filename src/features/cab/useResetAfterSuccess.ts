import { useCallback, useState } from 'react';
import { DELAY_MS } from '@/ui/constants';
import { useTimeout } from '@/ui/hooks/useTimeout';

/**
 * The CAB dialogs' rhythm: after a success the server's message shows, and 2 seconds later the
 * dialog resets (and closes). `done` is true meanwhile, so the form cannot be sent twice.
 */
export function useResetAfterSuccess(reset: () => void) {
  const { schedule, cancel } = useTimeout();
  const [done, setDone] = useState(false);
  const succeeded = useCallback(() => {
    setDone(true);
    schedule(() => {
      setDone(false);
      reset();
    }, DELAY_MS.cabDialogReset);
  }, [reset, schedule]);
  const clear = useCallback(() => {
    cancel();
    setDone(false);
  }, [cancel]);
  return { done, succeeded, clear };
}
