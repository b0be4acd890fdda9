import { act } from '@testing-library/react';
import { noActionFlags, TICKET_ACTION_KEYS, type TicketActions } from '@/api/permissions';
import { allowing } from './records';

export const NO_ACTIONS: TicketActions = noActionFlags(TICKET_ACTION_KEYS);

export const ALL_ACTIONS: TicketActions = allowing(TICKET_ACTION_KEYS);

const realSetTimeout = setTimeout;

/** Lets the real clock run in act() steps until `done` (the fake clock, if any, stays still). */
export async function waitOnRealClock(done: () => boolean, maxMs = 3000): Promise<void> {
  for (let waited = 0; waited < maxMs && !done(); waited += 10) {
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 10));
    });
  }
}
