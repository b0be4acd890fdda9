import { stringify } from 'csv-stringify';
import { contractBounds, listContracts, type ContractListRow } from '../../db/contracts/contract-list';
import { contentDisposition } from '../../http/content-disposition';
import { neutralisedCell } from '../../http/spreadsheet-cells';
import { readRequestQuery } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import type { Routes } from '../deps';
import { rowFlags } from '../records/delete';
import { requireTo } from '../records/kind';
import { CONTRACTS } from './kind';
import { readContractListQuery } from './list-query';

const EXPORT_COLUMNS: readonly [string, (row: ContractListRow) => string | number | null | undefined][] = [
  ['Identifier', (row) => row.identifier],
  ['Name', (row) => row.name],
  ['Cost', (row) => row.cost],
  ['Start date', (row) => row.contract_start_date],
  ['End date', (row) => row.contract_end_date],
  ['Expiry', (row) => row.expiry && `${row.expiry.title} ${row.expiry.timestamp}`],
  ['Status', (row) => row.contract_status?.name],
  ['Renewal status', (row) => row.contract_renewal_status?.name],
  ['Vendor', (row) => row.vendor?.name],
  ['Contract type', (row) => row.contractType?.name],
  ['Organizations', (row) => row.attach_organization.map((organization) => organization.name).join(', ')],
];

/**
 * GET contract-list: a page with every filter of the list, `data.contracts` (each with expiry and
 * is_edit / is_delete), `data.total` and the cost and notify-before bounds of all contracts. GET
 * /service-desk/contract/export: the filtered list (every page) as a CSV download.
 */
export const contractListRoutes: Routes = (app, { db }) => {
  app.get(`${SERVICE_DESK_API}/contract-list`, async (request) => {
    const user = requireTo(db, request, 'view', 'contract');
    const query = readRequestQuery(request.query, readContractListQuery);
    const { rows, total } = listContracts(db, query);
    const flags = rowFlags(db, user, CONTRACTS);
    return { data: { contracts: rows.map((row) => ({ ...row, ...flags })), total, ...contractBounds(db) } };
  });

  app.get('/service-desk/contract/export', async (request, reply) => {
    requireTo(db, request, 'view', 'contract');
    const query = readRequestQuery(request.query, readContractListQuery);
    const { rows } = listContracts(db, { ...query, limit: -1, offset: 0 });
    const csv = stringify({ header: true, columns: EXPORT_COLUMNS.map(([header]) => header) });
    for (const row of rows) csv.write(EXPORT_COLUMNS.map(([, cell]) => neutralisedCell(cell(row))));
    csv.end();
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', contentDisposition('contracts.csv'))
      .send(csv);
  });
};
