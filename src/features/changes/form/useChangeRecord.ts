import { useQuery } from '@tanstack/react-query';
import { fetchChange } from '../../../api/changes';
import { useHttp } from '../../../ui/PluginContext';

/** Under the area's 'changes' key, so a save that invalidates the area reloads it too. */
export const changeRecordKey = (id: number) => ['changes', 'record', id] as const;

export function useChangeRecord(id: number | undefined) {
  const http = useHttp();
  return useQuery({
    queryKey: changeRecordKey(id ?? 0),
    queryFn: ({ signal }) => fetchChange(http, id as number, signal),
    enabled: id !== undefined,
    // The form always starts from the stored record, never from a cached copy.
    staleTime: 0,
    gcTime: 0,
  });
}
