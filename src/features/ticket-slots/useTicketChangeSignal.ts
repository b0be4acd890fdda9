import { useEffect, useRef } from 'react';
import { onTicketChanged } from '@/host/ticketSignal';
import { useTimeout } from '@/ui/hooks/useTimeout';

/**
 * Runs `onChange` `delayMs` after each ticket-changed signal for this ticket (immediately when the
 * delay is 0). The listener and any pending timer end with the component.
 */
export function useTicketChangeSignal(ticketId: number | null, onChange: () => void, delayMs = 0): void {
  const { schedule } = useTimeout();
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    if (ticketId === null) return undefined;
    return onTicketChanged(ticketId, () => {
      if (delayMs > 0) schedule(() => latest.current(), delayMs);
      else latest.current();
    });
  }, [ticketId, delayMs, schedule]);
}
