import { useQuery } from '@tanstack/react-query';
import { fetchDependency } from '../../api/dependencies';
import { useHttp } from '../PluginContext';

interface DependencyOptionsQuery {
  dependency: string;
  search: string;
  supplements?: string | number;
  enabled: boolean;
}

/**
 * One lookup page per dependency, supplements and search text. Each search has its own cache entry,
 * so an answer to an older search can never replace the options of the current one.
 */
export function useDependencyOptions({ dependency, search, supplements, enabled }: DependencyOptionsQuery) {
  const http = useHttp();
  return useQuery({
    queryKey: ['dependency', dependency, supplements ?? null, search],
    queryFn: ({ signal }) => fetchDependency(http, dependency, { search: search || undefined, supplements }, signal),
    enabled,
  });
}
