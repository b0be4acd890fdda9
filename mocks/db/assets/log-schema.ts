import { activityLogTableSql } from '../records/activity-log';

/** The assets' activity log (asset_activity_logs). */
export const assetLogTables = activityLogTableSql('sd_assets');
