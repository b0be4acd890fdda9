import type { FastifyPluginAsync } from 'fastify';
import { CONTRACT_SORT_FIELDS, listScopedContracts, type ContractScope } from '../../db/contracts/list';
import { listTicketChanges, TICKET_CHANGE_SORT_FIELDS } from '../../db/tickets/changes';
import type { Db } from '../../db/types';
import { requirePermission } from '../../http/authorize';
import { readPaging } from '../../http/paging';
import { asRawQuery, readIdList, type RawQuery } from '../../http/query';
import { Validator } from '../../http/validator';
import { idFromPath, mustExist, requiredId, TICKET_NOT_FOUND } from '../tickets/lookup';

const VIEW_CONTRACTS = 'You do not have permission to view contracts.';
const VIEW_CHANGES = 'You do not have permission to view changes.';

function contractPage(db: Db, query: RawQuery, validator: Validator, scope: () => ContractScope | undefined) {
  const paging = readPaging(query, validator, CONTRACT_SORT_FIELDS, 'id');
  const resolved = scope();
  validator.throwIfFailed();
  return listScopedContracts(db, resolved as ContractScope, paging);
}

/**
 * What the associates card of a ticket, user or organization lists besides assets (those come
 * from the asset list): contracts and, for a ticket, its changes. `isArchive` is accepted and
 * changes nothing.
 */
export const ticketAssociateRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get<{ Params: { ticketId: string } }>('/service-desk/api/contract/ticket/:ticketId', async (request) => {
    requirePermission(db, request, 'view', VIEW_CONTRACTS);
    const ticketId = idFromPath(db, request.params.ticketId, 'tickets', TICKET_NOT_FOUND);
    const page = contractPage(db, asRawQuery(request.query), new Validator(), () => ({ ticketId }));
    return { data: page };
  });

  app.get<{ Params: { orgId: string } }>('/service-desk/contract/organization/:orgId', async (request) => {
    requirePermission(db, request, 'view', VIEW_CONTRACTS);
    const organizationId = idFromPath(db, request.params.orgId, 'organizations', 'Organization not found.');
    const page = contractPage(db, asRawQuery(request.query), new Validator(), () => ({ organizationId }));
    return { data: page };
  });

  app.get('/service-desk/api/contract-list', async (request) => {
    requirePermission(db, request, 'view', VIEW_CONTRACTS);
    const query = asRawQuery(request.query);
    const validator = new Validator();
    const page = contractPage(db, query, validator, () => {
      const userIds = readIdList(query, 'user_ids', validator);
      if (userIds === undefined && !validator.hasErrors()) validator.add('user_ids', 'The user ids field is required.');
      return userIds ? { userIds } : undefined;
    });
    return { data: { contracts: page.data, total: page.total } };
  });

  app.get('/service-desk/api/attached-change/ticket', async (request) => {
    requirePermission(db, request, 'view', VIEW_CHANGES);
    const query = asRawQuery(request.query);
    const validator = new Validator();
    const ticketId = requiredId(query, 'ticket_id', 'ticket id', validator);
    const paging = readPaging(query, validator, TICKET_CHANGE_SORT_FIELDS, 'id');
    validator.throwIfFailed();
    mustExist(db, 'tickets', ticketId as number, TICKET_NOT_FOUND);
    const page = listTicketChanges(db, ticketId as number, paging);
    return { data: { changes: page.data, total: page.total } };
  });
};
