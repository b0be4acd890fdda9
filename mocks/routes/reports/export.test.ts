import Database from 'better-sqlite3';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { assetListOf } from '../../testing/asset-list';
import { ok, postJson } from '../../testing/requests';
import { useUploadApp } from '../../testing/use-app';
import { neutralisedCell } from '../../http/spreadsheet-cells';

const api = '/service-desk/api';

describe('GET export/{csv|excel}?filter_id=: the report streamed as a file', () => {
  const ctx = useUploadApp({ once: true });
  const assetList = assetListOf(ctx);
  let reportId: number;
  let expected: string[][];

  beforeAll(async () => {
    // Names a spreadsheet would run as formulas.
    const db = new Database(ctx.dbFile);
    const servers = db
      .prepare(
        "SELECT a.id FROM assets a JOIN asset_types t ON t.id = a.asset_type_id WHERE t.name = 'Server' ORDER BY a.id",
      )
      .pluck()
      .all() as number[];
    const rename = db.prepare('UPDATE assets SET name = ? WHERE id = ?');
    ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tTab', '\rReturn'].forEach((name, index) =>
      rename.run(name, servers[index]),
    );
    db.close();
    const server = ok<{ data: { data: { id: number; name: string }[] } }>(
      await ctx.admin.get(`${api}/dependency/asset_types?search-query=Server`),
      'types',
    ).data.data.find((type) => type.name === 'Server')!;
    reportId = ok<{ data: { id: number } }>(
      await postJson(ctx.admin, `${api}/reports/create`, {
        name: 'Servers "racked" é',
        fields: JSON.stringify([{ key: 'asset_type_ids', value: [server.id] }]),
        report_column_keys: ['identifier', 'name', 'asset_status'],
      }),
      'create',
    ).data.id;
    const listed = await assetList(`asset_type_ids[0]=${server.id}&sort-field=id&sort-order=desc&limit=100`);
    expected = listed.data.map((asset) => [asset.name, asset.identifier, asset.asset_status.name]);
  });

  const neutralised = (rows: string[][]) => rows.map((row) => row.map((cell) => String(neutralisedCell(cell))));

  it('streams CSV with the chosen columns, the matching rows and a file name of the report', async () => {
    const response = await ctx.admin.get(`${api}/export/csv?filter_id=${reportId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Servers _racked_ _.csv"; filename*=UTF-8''Servers%20%22racked%22%20%C3%A9.csv`,
    );
    const rows = parse(response.body, { bom: true, relax_column_count: false }) as string[][];
    expect(rows[0]).toEqual(['Name', 'Identifier', 'Status']);
    expect(rows.slice(1)).toEqual(neutralised(expected));
    expect(rows.slice(1).map((row) => row[0])).toEqual(
      expect.arrayContaining([`'=HYPERLINK("http://x")`, "'+1", "'-2", "'@SUM(A1)", "'\tTab", "'\rReturn"]),
    );
  });

  it('streams an .xlsx workbook with the same rows', async () => {
    const response = await ctx.admin.get(`${api}/export/excel?filter_id=${reportId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toContain(`filename*=UTF-8''Servers%20%22racked%22%20%C3%A9.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map(String)));
    // XML reads a carriage return in a cell back as a line feed.
    const asXmlReadsThem = neutralised(expected).map((row) => row.map((cell) => cell.replaceAll('\r', '\n')));
    expect(rows).toEqual([['Name', 'Identifier', 'Status'], ...asXmlReadsThem]);
  });

  it('answers 404 for an unknown report or format and 422 without a filter id', async () => {
    expect((await ctx.admin.get(`${api}/export/csv?filter_id=999999`)).statusCode).toBe(404);
    expect((await ctx.admin.get(`${api}/export/pdf?filter_id=${reportId}`)).statusCode).toBe(404);
    expect((await ctx.admin.get(`${api}/export/toString?filter_id=${reportId}`)).statusCode).toBe(404);
    const missing = await ctx.admin.get(`${api}/export/csv`);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ filter_id: ['The filter id field is required.'] });
  });

  it('neutralises every cell a spreadsheet would read as a formula, and only those', () => {
    expect(['=1+1', '+1', '-1', '@A1', '\tx', '\rx'].map(neutralisedCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@A1",
      "'\tx",
      "'\rx",
    ]);
    expect(['a=1', ' =1', '', 'Laptop'].map(neutralisedCell)).toEqual(['a=1', ' =1', '', 'Laptop']);
    expect([42, -3, null, undefined].map(neutralisedCell)).toEqual([42, -3, null, null]);
  });
});
