import type { Routes } from '../deps';
import { changeCommentRoutes } from './comments';
import { changeLinkRoutes } from './links';
import { changeListRoutes } from './list';
import { changeSaveRoutes } from './save';
import { changeViewRoutes } from './view';

/** Every call about changes (their CAB approvals and saved filters have their own folders). */
export const changeRoutes: Routes = (app, deps) => {
  changeListRoutes(app, deps);
  changeSaveRoutes(app, deps);
  changeViewRoutes(app, deps);
  changeLinkRoutes(app, deps);
  changeCommentRoutes(app, deps);
};
