import { useState, type ReactNode } from 'react';
import { Tabs, type TabItem } from './Tabs';

export interface SwitchTab extends TabItem {
  /** The tab's content, rendered only while it is the active tab. */
  content(): ReactNode;
}

/**
 * Tabs that keep their own selection, the first tab at first. When the selected tab is no longer
 * offered (its flag went away) the first one shows instead.
 */
export function SwitchTabs({ label, tabs }: { label: string; tabs: SwitchTab[] }) {
  const [selected, setSelected] = useState(tabs[0].key);
  const active = tabs.find((tab) => tab.key === selected) ?? tabs[0];
  return (
    <Tabs label={label} tabs={tabs} activeKey={active.key} onSelect={setSelected}>
      {active.content()}
    </Tabs>
  );
}
