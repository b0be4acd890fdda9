import type { FastifyRequest } from 'fastify';
import { sendDueExpiryReminders } from '../../db/contracts/reminders';
import { CONTRACT_SORT_FIELDS, listScopedContracts, type ContractScope } from '../../db/contracts/list';
import type { Db } from '../../db/types';
import { readPaging } from '../../http/list-query';
import { readRequestQuery } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { scheduleJob } from '../../jobs/scheduler';
import type { Routes } from '../deps';
import { requireTo } from '../records/kind';
import { existingIdFromPath } from '../records/lookup';
import { TICKET_NOT_FOUND } from '../tickets/actions';
import { contractLifecycleRoutes } from './lifecycle';
import { contractListRoutes } from './list';
import { contractPublicApprovalRoutes } from './public-approval';
import { contractSaveRoutes } from './save';
import { contractViewRoutes } from './view';

/** How often the backend looks for contracts to remind of or whose status the calendar moves. */
export const EXPIRY_CHECK_MS = 60 * 1000;

/** A page of the contracts in scope. */
function contractPage(db: Db, request: FastifyRequest, scope: ContractScope) {
  const paging = readRequestQuery(request.query, (query, validator) =>
    readPaging(query, validator, CONTRACT_SORT_FIELDS, 'id'),
  );
  return listScopedContracts(db, scope, paging);
}

/**
 * Contracts: the list and its export, a contract's page, form and lifecycle, the approver's public
 * page, the expiry reminders sent on time; and the contracts the associates card of a ticket or an
 * organization lists (those of the assets attached or used; `isArchive` changes nothing).
 */
export const contractRoutes: Routes = (app, deps) => {
  const { db } = deps;
  app.get<{ Params: { ticketId: string } }>(`${SERVICE_DESK_API}/contract/ticket/:ticketId`, async (request) => {
    requireTo(db, request, 'view', 'contract');
    const ticketId = existingIdFromPath(db, request.params.ticketId, 'tickets', TICKET_NOT_FOUND);
    return { data: contractPage(db, request, { ticketId }) };
  });

  app.get<{ Params: { orgId: string } }>('/service-desk/contract/organization/:orgId', async (request) => {
    requireTo(db, request, 'view', 'contract');
    const organizationId = existingIdFromPath(db, request.params.orgId, 'organizations', 'Organization not found.');
    return { data: contractPage(db, request, { organizationId }) };
  });

  contractListRoutes(app, deps);
  contractSaveRoutes(app, deps);
  contractViewRoutes(app, deps);
  contractLifecycleRoutes(app, deps);
  contractPublicApprovalRoutes(app, deps);
  scheduleJob(app, deps.clock, deps.expiryCheckMs ?? EXPIRY_CHECK_MS, (now) => sendDueExpiryReminders(db, now));
};
