import { useState } from 'react';

/** The tabs a record's page may have; each page shows those its flags allow. */
export type RecordTabKey = 'activity' | 'planning' | 'assets' | 'changes' | 'tickets';

/** The text key of each record tab's title, in the order the tabs stand. */
export const RECORD_TAB_TITLES: Record<RecordTabKey, string> = {
  activity: 'activity_log',
  planning: 'planning',
  assets: 'associated_assets',
  changes: 'associated_changes',
  tickets: 'associated_tickets',
};

const TAB_ORDER = Object.keys(RECORD_TAB_TITLES) as RecordTabKey[];

/** The activity log, always there, then the tabs whose condition holds, in their order. */
export function shownTabs<Key extends RecordTabKey>(conditions: Partial<Record<Key, boolean>>): Key[] {
  const shown = (Object.keys(conditions) as Key[]).filter((key) => conditions[key]);
  return ['activity' as Key, ...shown];
}

/**
 * The tabs to list and the one shown, starting on the activity log. A tab whose condition goes
 * away while it is shown (its last asset detached) stays until the user leaves it, so what the
 * user just did and the server's message about it stay in view.
 */
export function useRecordTabs<Key extends RecordTabKey>(shown: Key[]) {
  const [selected, setSelected] = useState<Key>('activity' as Key);
  const keys = shown.includes(selected)
    ? shown
    : TAB_ORDER.filter((key): key is Key => key === selected || shown.includes(key as Key));
  return { keys, active: selected, select: (key: string) => setSelected(key as Key) };
}
