export type { ActivityLogEntry, ActivityLogPage, ActivityLogQuery } from './types';
export { fetchActivityLog, fetchChangeLog, fetchProblemLog, type LogOwner } from './calls';
export { activityLogKeys } from './queries';
