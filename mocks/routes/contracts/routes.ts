import type { FastifyRequest } from 'fastify';
import { CONTRACT_SORT_FIELDS, listScopedContracts, type ContractScope } from '../../db/contracts/list';
import type { Db } from '../../db/types';
import { readPaging } from '../../http/list-query';
import { readIdList, readRequestQuery, type RawQuery } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import type { Validator } from '../../http/validator';
import type { Routes } from '../deps';
import { requireTo } from '../records/kind';
import { existingIdFromPath } from '../records/lookup';
import { TICKET_NOT_FOUND } from '../tickets/actions';

/** A page of the contracts in scope; `scope` may read more of the query (its errors join the paging's). */
function contractPage(
  db: Db,
  request: FastifyRequest,
  scope: (query: RawQuery, validator: Validator) => ContractScope | undefined,
) {
  const { paging, resolved } = readRequestQuery(request.query, (query, validator) => ({
    paging: readPaging(query, validator, CONTRACT_SORT_FIELDS, 'id'),
    resolved: scope(query, validator),
  }));
  return listScopedContracts(db, resolved as ContractScope, paging);
}

/**
 * The contracts the associates card of a ticket, user or organization lists: those of the
 * assets attached or used; contract-list also those an asset is attached to (asset_ids).
 * `isArchive` is accepted and changes nothing.
 */
export const contractRoutes: Routes = (app, { db }) => {
  app.get<{ Params: { ticketId: string } }>(`${SERVICE_DESK_API}/contract/ticket/:ticketId`, async (request) => {
    requireTo(db, request, 'view', 'contract');
    const ticketId = existingIdFromPath(db, request.params.ticketId, 'tickets', TICKET_NOT_FOUND);
    return { data: contractPage(db, request, () => ({ ticketId })) };
  });

  app.get<{ Params: { orgId: string } }>('/service-desk/contract/organization/:orgId', async (request) => {
    requireTo(db, request, 'view', 'contract');
    const organizationId = existingIdFromPath(db, request.params.orgId, 'organizations', 'Organization not found.');
    return { data: contractPage(db, request, () => ({ organizationId })) };
  });

  app.get(`${SERVICE_DESK_API}/contract-list`, async (request) => {
    requireTo(db, request, 'view', 'contract');
    const page = contractPage(db, request, (query, validator) => {
      const assetIds = readIdList(query, 'asset_ids', validator);
      if (assetIds) return { assetIds };
      const userIds = readIdList(query, 'user_ids', validator);
      if (userIds === undefined && !validator.hasErrors()) validator.add('user_ids', 'The user ids field is required.');
      return userIds ? { userIds } : undefined;
    });
    return { data: { contracts: page.data, total: page.total } };
  });
};
