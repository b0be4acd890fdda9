import { ATTACHED_TICKET_SORT_FIELDS } from '../../db/tickets/attached';
import { listTicketsOfAsset } from '../../db/tickets/list';
import { readPaging } from '../../http/list-query';
import { readIdList, readRequestQuery } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import type { Routes } from '../deps';
import { requireTo } from '../records/kind';

/** GET ticket-list?asset-ids[]={assetId} → `data.tickets`, `data.total`: the tickets of one asset, paged. */
export const ticketListRoutes: Routes = (app, { db }) => {
  app.get(`${SERVICE_DESK_API}/ticket-list`, async (request) => {
    requireTo(db, request, 'view', 'ticket');
    const { paging, assetId } = readRequestQuery(request.query, (query, validator) => {
      const assetIds = readIdList(query, 'asset-ids', validator);
      if (assetIds === undefined && !validator.hasErrors())
        validator.add('asset-ids', 'The asset-ids field is required.');
      if (assetIds && assetIds.length > 1) validator.add('asset-ids', 'The asset-ids field must name one asset.');
      return { paging: readPaging(query, validator, ATTACHED_TICKET_SORT_FIELDS, 'id'), assetId: assetIds?.[0] };
    });
    return { data: listTicketsOfAsset(db, assetId as number, paging) };
  });
};
