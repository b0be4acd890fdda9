import { activityLogTableSql } from '../records/activity-log';

/** The activity log of the CAB definitions (the definitions' own tables are in change-approvals/schema.ts). */
export const cabDefinitionTables = activityLogTableSql('sd_cab');
