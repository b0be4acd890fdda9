import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { activityLogKeys } from '@/api/activity-logs';
import type { Owner } from '@/api/owners';
import { DELAY_MS } from '@/ui/constants';
import { useTimeout } from '@/ui/hooks/useTimeout';

/** Reloads a record's activity log a second after a change, as the specification asks. */
export function useLogReload(owner: Owner): () => void {
  const queryClient = useQueryClient();
  const { schedule } = useTimeout();
  const { type, id } = owner;
  return useCallback(
    () =>
      schedule(
        () => void queryClient.invalidateQueries({ queryKey: activityLogKeys.of({ type, id }) }),
        DELAY_MS.logReload,
      ),
    [queryClient, schedule, type, id],
  );
}
