import { useQuery } from '@tanstack/react-query';
import { permissionQueries } from '@/api/permissions';
import { useHttp } from '@/host/PluginContext';

/**
 * Whether a form shows its assets field: only when attach_asset allows it. While the answer is
 * coming, and when the call fails, the field stays shown (the server still checks).
 */
export function useCanAttachAssets(enabled = true): boolean {
  const http = useHttp();
  const permission = useQuery({ ...permissionQueries.canAttachAssets(http), enabled });
  return permission.data !== false;
}
