import { useQuery } from '@tanstack/react-query';
import { fetchProblem } from '../../../api/problemForm';
import { useHttp } from '../../../ui/PluginContext';

/** Under the area's 'problems' key, so a save that invalidates the area reloads it too. */
export const problemRecordKey = (id: number) => ['problems', 'record', id] as const;

export function useProblemRecord(id: number | undefined) {
  const http = useHttp();
  return useQuery({
    queryKey: problemRecordKey(id ?? 0),
    queryFn: ({ signal }) => fetchProblem(http, id as number, signal),
    enabled: id !== undefined,
    // The form always starts from the stored record, never from a cached copy.
    staleTime: 0,
    gcTime: 0,
  });
}
