/** The tabs a record's page may have; each page shows those its flags allow. */
export type RecordTabKey = 'activity' | 'planning' | 'assets' | 'changes' | 'tickets';

/** The text key of each record tab's title. */
export const RECORD_TAB_TITLES: Record<RecordTabKey, string> = {
  activity: 'activity_log',
  planning: 'planning',
  assets: 'associated_assets',
  changes: 'associated_changes',
  tickets: 'associated_tickets',
};

/** The activity log, always there, then the tabs whose condition holds, in their order. */
export function shownTabs<Key extends RecordTabKey>(conditions: Partial<Record<Key, boolean>>): Key[] {
  const shown = (Object.keys(conditions) as Key[]).filter((key) => conditions[key]);
  return ['activity' as Key, ...shown];
}
