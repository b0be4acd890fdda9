import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/types';
import type { UploadStore } from '../../uploads/store';
import { changeCommentRoutes } from './comments';
import { changeLinkRoutes } from './links';
import { changePlanningRoutes } from './planning';
import { changeReleaseRoutes } from '../releases/routes';
import { changeViewRoutes } from './view';

/** Every call of the change view (CAB excluded): flags, log, links, planning, discussions, releases. */
export const changeDetailRoutes: FastifyPluginAsync<{ db: Db; uploads: UploadStore }> = async (app, options) => {
  await app.register(changeViewRoutes, { db: options.db });
  await app.register(changeLinkRoutes, { db: options.db });
  await app.register(changePlanningRoutes, options);
  await app.register(changeCommentRoutes, options);
  await app.register(changeReleaseRoutes, options);
};
