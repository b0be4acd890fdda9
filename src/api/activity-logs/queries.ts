import type { Owner } from '../owners';

/**
 * A log's pages are cached under its owner's key with the page parameters appended (the shared
 * ActivityLog appends them); invalidating `of(owner)` reloads the log.
 */
export const activityLogKeys = {
  all: ['activity-logs'] as const,
  of: (owner: Owner) => ['activity-logs', owner] as const,
};
