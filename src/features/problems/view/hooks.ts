import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { problemOwner } from '@/api/owners';
import { invalidateProblem } from '@/api/problems';
import { useLogReload } from '@/records/activity-log/useLogReload';

/** Refreshes the problem, its action flags and its associates' tabs now, and its log a second later. */
export function useRefreshProblem(id: number) {
  const queryClient = useQueryClient();
  const reloadLog = useLogReload(problemOwner(id));
  return useCallback(() => {
    void invalidateProblem(queryClient, id);
    reloadLog();
  }, [queryClient, id, reloadLog]);
}
