import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  key: string;
  title: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: TabItem[];
  activeKey: string;
  onSelect: (key: string) => void;
  /** The content of the active tab. */
  children: ReactNode;
}

/**
 * A tab list (WAI-ARIA tabs pattern): one tab in the tab order, arrow keys move between the tabs
 * and select them, Home and End go to the first and last; one panel shows the active tab's content.
 */
export function Tabs({ label, tabs, activeKey, onSelect, children }: TabsProps) {
  const baseId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (key: string) => `${baseId}-tab-${key}`;
  const panelId = (key: string) => `${baseId}-panel-${key}`;

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % tabs.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    const target = tabs[next];
    buttons.current.get(target.key)?.focus();
    if (target.key !== activeKey) onSelect(target.key);
  };

  return (
    <div className="sd-tabs">
      <div className="nav nav-tabs" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => {
          const selected = tab.key === activeKey;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) buttons.current.set(tab.key, element);
                else buttons.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              className={`nav-link${selected ? ' active' : ''}`}
              aria-selected={selected}
              aria-controls={panelId(tab.key)}
              tabIndex={selected ? 0 : -1}
              onClick={() => {
                if (!selected) onSelect(tab.key);
              }}
              onKeyDown={(event) => move(event, index)}
            >
              {tab.title}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId(activeKey)} aria-labelledby={tabId(activeKey)} tabIndex={0} className="pt-3">
        {children}
      </div>
    </div>
  );
}

/** The tabs in a card of their own: a section named `sectionLabel` (by default the tab list's label). */
export function TabsCard({ sectionLabel, ...tabs }: TabsProps & { sectionLabel?: string }) {
  return (
    <section className="card" aria-label={sectionLabel ?? tabs.label}>
      <div className="card-body">
        <Tabs {...tabs} />
      </div>
    </section>
  );
}
