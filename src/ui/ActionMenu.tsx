import type { ReactNode } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from './Link';

/** One entry of an action menu; `shown: false` (a flag that does not allow it) leaves it out. */
export interface ActionItem {
  key: string;
  label: ReactNode;
  shown?: boolean;
  /** The page the entry goes to; without it the entry is a button that calls onSelect. */
  to?: string;
  onSelect?(): void;
  title?: string;
}

export interface ActionMenuProps {
  id: string;
  label: string;
  items: ActionItem[];
  disabled?: boolean;
  /** Why the menu is disabled, as its tooltip. */
  hint?: string;
}

/**
 * A dropdown of actions, rendered inline (inside .sd-root) and keyboard operable; nothing when no
 * entry is shown. Disabled, it keeps a tooltip saying why.
 */
export function ActionMenu({ id, label, items, disabled = false, hint }: ActionMenuProps) {
  const shown = items.filter((item) => item.shown !== false);
  if (shown.length === 0) return null;
  const toggle = (
    <Dropdown.Toggle
      id={id}
      variant="outline-secondary"
      size="sm"
      disabled={disabled}
      title={disabled ? hint : undefined}
    >
      {label}
    </Dropdown.Toggle>
  );
  return (
    <Dropdown>
      {disabled ? (
        // A disabled button shows no tooltip and takes no focus: its wrapper does both.
        <span title={hint} className="d-inline-block" tabIndex={0}>
          {toggle}
        </span>
      ) : (
        toggle
      )}
      <Dropdown.Menu align="end">
        {shown.map((item) =>
          item.to !== undefined ? (
            <Dropdown.Item key={item.key} as={Link} to={item.to} title={item.title}>
              {item.label}
            </Dropdown.Item>
          ) : (
            <Dropdown.Item key={item.key} as="button" type="button" onClick={item.onSelect} title={item.title}>
              {item.label}
            </Dropdown.Item>
          ),
        )}
      </Dropdown.Menu>
    </Dropdown>
  );
}
