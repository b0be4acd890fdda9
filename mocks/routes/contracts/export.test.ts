import { parse } from 'csv-parse/sync';
import { TestClient } from '../../testing/client';
import { useApp } from '../../testing/use-app';
import { neutralisedCell } from '../../http/spreadsheet-cells';
import { createContract } from './test-support';

describe('the contract export', () => {
  const ctx = useApp();

  it('streams the filtered list as a CSV download', async () => {
    const response = await ctx.admin.get('/service-desk/contract/export?status_ids[0]=6');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="contracts.csv"; filename*=UTF-8''contracts.csv`,
    );
    const rows = parse(response.body) as string[][];
    expect(rows[0]).toEqual([
      'Identifier',
      'Name',
      'Cost',
      'Start date',
      'End date',
      'Expiry',
      'Status',
      'Renewal status',
      'Vendor',
      'Contract type',
      'Organizations',
    ]);
    expect(rows.slice(1).map((row) => row[6])).toEqual(['Terminated', 'Terminated']);
  });

  it('neutralises cells a spreadsheet would run as a formula', async () => {
    for (const name of ['=HYPERLINK("http://x")', '+1+1', '-2', '@SUM(A1)', '\tTab', '\rReturn']) {
      expect(neutralisedCell(name)).toBe(`'${name}`);
    }
    expect(neutralisedCell('Plain, "quoted"')).toBe('Plain, "quoted"');
    await createContract(ctx.admin, { name: '=cmd|" /C calc"!A0', identifier: '@evil' });
    const rows = parse((await ctx.admin.get('/service-desk/contract/export?search-query=calc')).body) as string[][];
    expect(rows[1].slice(0, 2)).toEqual(["'@evil", '\'=cmd|" /C calc"!A0']);
  });

  it('refuses bad filters (422) and a requester (403)', async () => {
    expect((await ctx.admin.get('/service-desk/contract/export?cost=x')).statusCode).toBe(422);
    const requester = new TestClient(ctx.app);
    await requester.signInAs('Rita Requester');
    expect((await requester.get('/service-desk/contract/export')).statusCode).toBe(403);
  });
});
