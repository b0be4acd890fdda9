import type { FastifyPluginAsync } from 'fastify';
import { ASSET_ID_FILTERS, ASSET_SORT_FIELDS, listAssets, type AssetIdFilter } from '../../db/assets/list';
import type { Db } from '../../db/types';
import { requirePermission } from '../../http/authorize';
import { readPaging } from '../../http/paging';
import { asRawQuery, readIdList, readInteger } from '../../http/query';
import { Validator } from '../../http/validator';

/**
 * GET /service-desk/api/asset-list → `{ data: { data: { data: rows, total } } }`. problem_ids
 * lists a problem's assets (its tab); problem_id lists the assets NOT attached to it (the attach
 * dialog); ticket_id likewise for a ticket, change_id for a change (change_ids: a change's tab). Default sort: name.
 */
export const assetRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/service-desk/api/asset-list', async (request) => {
    requirePermission(db, request, 'view', 'You do not have permission to view assets.');
    const query = asRawQuery(request.query);
    const validator = new Validator();
    const paging = readPaging(query, validator, ASSET_SORT_FIELDS, 'name');
    const ids: Partial<Record<AssetIdFilter, number[]>> = {};
    for (const name of ASSET_ID_FILTERS) {
      const values = readIdList(query, name, validator);
      if (values !== undefined) ids[name] = values;
    }
    const notAttachedToProblem = readInteger(query, 'problem_id', validator, { min: 1 });
    const notAttachedToTicket = readInteger(query, 'ticket_id', validator, { min: 1 });
    const notAttachedToChange = readInteger(query, 'change_id', validator, { min: 1 });
    validator.throwIfFailed();
    return {
      data: {
        data: listAssets(db, { ...paging, ids, notAttachedToProblem, notAttachedToTicket, notAttachedToChange }),
      },
    };
  });
};
