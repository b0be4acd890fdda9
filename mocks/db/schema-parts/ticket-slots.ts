/** What the ticket-side slots add: ticket contracts and form groups. */
export const ticketSlotTables = ``;
