import type { Routes } from '../deps';
import { problemLinkRoutes } from './links';
import { problemListRoutes } from './list';
import { problemSaveRoutes } from './save';
import { problemTicketRoutes } from './tickets';
import { problemViewRoutes } from './view';

/** Every call about problems. */
export const problemRoutes: Routes = (app, deps) => {
  problemListRoutes(app, deps);
  problemViewRoutes(app, deps);
  problemSaveRoutes(app, deps);
  problemLinkRoutes(app, deps);
  problemTicketRoutes(app, deps);
};
