import { useCallback, useState } from 'react';
import { DELAY_MS } from '@/ui/constants';
import { useTimeout } from '@/ui/hooks/useTimeout';

export interface ShownTab {
  key: string;
  /** The tab loader is shown while the tab an action affected is being brought up. */
  switching: boolean;
  /** The user picked a tab. */
  select(key: string): void;
  /** An action changed what this tab shows: it comes up after the tab loader. */
  showAffected(key: string): void;
}

/** Which tab of the change view is shown; discussions is the default. */
export function useShownTab(): ShownTab {
  const [key, setKey] = useState('discussions');
  const [switching, setSwitching] = useState(false);
  const { schedule, cancel } = useTimeout();
  const select = useCallback(
    (next: string) => {
      cancel();
      setSwitching(false);
      setKey(next);
    },
    [cancel],
  );
  const showAffected = useCallback(
    (next: string) => {
      setKey(next);
      setSwitching(true);
      schedule(() => setSwitching(false), DELAY_MS.tabSwitchLoader);
    },
    [schedule],
  );
  return { key, switching, select, showAffected };
}
