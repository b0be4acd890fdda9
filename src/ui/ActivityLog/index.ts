export { ActivityLog } from './ActivityLog';
export type {
  ActivityLogEntry,
  ActivityLogOrder,
  ActivityLogPage,
  ActivityLogParams,
  ActivityLogProps,
} from './ActivityLog';
