import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/types';
import { formRenderRoutes } from '../forms/render';
import { serviceDeskPermissionRoutes } from '../users/permissions';
import { ticketActionRoutes } from './actions';
import { ticketAssociateRoutes } from '../contracts/routes';

/** Every call of the ticket-side slots: associates, actions, permissions and the form render. */
export const ticketSlotRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  await app.register(ticketAssociateRoutes, { db });
  await app.register(ticketActionRoutes, { db });
  await app.register(serviceDeskPermissionRoutes, { db });
  await app.register(formRenderRoutes, { db });
};
