/**
 * The signal of a ticket change between a host and the plugin's ticket slots: a DOM event on
 * `window` named `service-desk:ticket-changed` whose `detail` is `{ ticketId }`.
 *
 * - A host dispatches it when the ticket changes on its side (a reply, a status change ...); the
 *   associates card of that ticket reloads 3 seconds later.
 * - The action bar dispatches it after each successful attach or detach, so the host and the
 *   other slots of the page (problem row, associates card) learn about it too.
 */
export const TICKET_CHANGED_EVENT = 'service-desk:ticket-changed';

export interface TicketChangedDetail {
  ticketId: number;
}

export function dispatchTicketChanged(ticketId: number): void {
  window.dispatchEvent(new CustomEvent<TicketChangedDetail>(TICKET_CHANGED_EVENT, { detail: { ticketId } }));
}

/** Calls `listener` whenever the ticket changes; returns the unsubscribe function. */
export function onTicketChanged(ticketId: number, listener: () => void): () => void {
  const handle = (event: Event) => {
    const detail = (event as CustomEvent<Partial<TicketChangedDetail>>).detail;
    if (Number(detail?.ticketId) === ticketId) listener();
  };
  window.addEventListener(TICKET_CHANGED_EVENT, handle);
  return () => window.removeEventListener(TICKET_CHANGED_EVENT, handle);
}
