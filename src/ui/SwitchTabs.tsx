import { useState, type ReactNode } from 'react';
import { Tabs, type TabItem } from './Tabs';

export interface SwitchTab extends TabItem {
  /** The tab's content, rendered only while it is the active tab. */
  content(): ReactNode;
}

/**
 * Tabs that keep their own selection, the first tab at first, or follow `activeKey` when their
 * owner chooses (and then hear of the user's choice through `onSelect`). When the selected tab is
 * no longer offered (its flag went away) the first one shows instead.
 */
export function SwitchTabs({
  label,
  tabs,
  activeKey,
  onSelect,
}: {
  label: string;
  tabs: SwitchTab[];
  activeKey?: string;
  onSelect?(key: string): void;
}) {
  const [ownSelection, setOwnSelection] = useState(tabs[0].key);
  const selected = activeKey ?? ownSelection;
  const active = tabs.find((tab) => tab.key === selected) ?? tabs[0];
  return (
    <Tabs label={label} tabs={tabs} activeKey={active.key} onSelect={onSelect ?? setOwnSelection}>
      {active.content()}
    </Tabs>
  );
}
