import { useCallback } from 'react';
import { activityLogKeys, fetchActivityLog, type ActivityLogQuery, type LogOwner } from '@/api/activity-logs';
import { useHttp } from '@/host/PluginContext';
import { ActivityLog } from '@/ui/ActivityLog';

/** The activity log of a record (a problem, a change ...). */
export function RecordActivityLog({ owner }: { owner: LogOwner }) {
  const http = useHttp();
  const { type, id } = owner;
  const fetchPage = useCallback(
    (query: ActivityLogQuery, signal: AbortSignal) => fetchActivityLog(http, { type, id }, query, signal),
    [http, type, id],
  );
  return <ActivityLog fetchPage={fetchPage} queryKey={activityLogKeys.of(owner)} />;
}
