import type { Routes } from '../deps';
import { ticketActionRoutes, ticketChangeListRoutes } from './actions';

/** What the ticket-side slots call about a ticket: its assets, problem and changes. */
export const ticketRoutes: Routes = (app, deps) => {
  ticketActionRoutes(app, deps);
  ticketChangeListRoutes(app, deps);
};
