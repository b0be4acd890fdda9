import type { Routes } from '../deps';
import { releaseLinkRoutes } from './links';
import { releaseListRoutes } from './list';
import { releaseSaveRoutes } from './save';
import { releaseViewRoutes } from './view';

/** Every call about releases. */
export const releaseRoutes: Routes = (app, deps) => {
  releaseListRoutes(app, deps);
  releaseViewRoutes(app, deps);
  releaseSaveRoutes(app, deps);
  releaseLinkRoutes(app, deps);
};
