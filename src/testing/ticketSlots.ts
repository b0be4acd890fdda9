import { act } from '@testing-library/react';
import type { TicketActions } from '@/api/permissions';

export const NO_ACTIONS: TicketActions = {
  attach_asset: false,
  show_attach_assets: false,
  show_attach_new_problem: false,
  show_attach_existing_problem: false,
  show_detach_problem: false,
  attach_change_initiated: false,
  attach_change_initiating: false,
  detach_change: false,
  show_detach_asset: false,
};

export const ALL_ACTIONS: TicketActions = Object.fromEntries(
  Object.keys(NO_ACTIONS).map((key) => [key, true]),
) as unknown as TicketActions;

const realSetTimeout = setTimeout;

/** Lets the real clock run in act() steps until `done` (the fake clock, if any, stays still). */
export async function waitOnRealClock(done: () => boolean, maxMs = 3000): Promise<void> {
  for (let waited = 0; waited < maxMs && !done(); waited += 10) {
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 10));
    });
  }
}
