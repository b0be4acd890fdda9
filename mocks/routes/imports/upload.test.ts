import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { readRows } from '../../testing/read-db';
import { uploadImportFile } from '../../testing/imports';
import { useUploadApp } from '../../testing/use-app';

function storedImportFiles(uploadDir: string): string[] {
  const folder = path.join(uploadDir, 'imports');
  return fs.existsSync(folder) ? fs.readdirSync(folder) : [];
}

describe('import file upload', () => {
  const ctx = useUploadApp();
  const importCount = () => readRows<{ n: number }>(ctx.dbFile, 'SELECT COUNT(*) AS n FROM imports')[0].n;

  it('keeps a CSV file on disk and answers its import id', async () => {
    const response = await uploadImportFile(ctx.admin, 'Name,Identifier\nA,1\n');
    expect(response.json()).toEqual({
      message: 'File uploaded successfully.',
      data: { import_id: expect.any(Number) },
    });
    expect(storedImportFiles(ctx.uploadDir)).toHaveLength(1);
  });

  it('accepts an XLSX workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Assets').addRows([
      ['Name', 'Identifier'],
      ['A', '1'],
    ]);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await uploadImportFile(ctx.admin, content, 'assets.xlsx');
    expect(response.statusCode).toBe(200);
    expect(readRows(ctx.dbFile, 'SELECT headers, total_rows FROM imports')).toEqual([
      { headers: '["Name","Identifier"]', total_rows: 1 },
    ]);
  });

  it('refuses a file of 25,000,000 bytes with 413 and keeps nothing', async () => {
    const header = 'Name,Identifier\n';
    const content = Buffer.alloc(25_000_000, 'a');
    content.write(header);
    const response = await uploadImportFile(ctx.admin, content);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The import file must be smaller than 25,000,000 bytes.' });
    expect(storedImportFiles(ctx.uploadDir)).toEqual([]);
    expect(importCount()).toBe(0);
  });

  it.each([
    ['binary content', 'assets.csv', Buffer.from([0, 1, 2, 0xff, 0xfe, 0, 0, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46])],
    ['a file of another type', 'assets.pdf', 'Name,Identifier\n'],
    ['a workbook that is not one', 'assets.xlsx', 'Name,Identifier\n'],
  ])('answers %s with 412 and the reason on import_file', async (_label, fileName, content) => {
    const response = await uploadImportFile(ctx.admin, content, fileName);
    expect(response.statusCode).toBe(412);
    const body = response.json();
    expect(body.errors.import_file).toEqual([body.message]);
    expect(storedImportFiles(ctx.uploadDir)).toEqual([]);
    expect(importCount()).toBe(0);
  });

  it('requires the file', async () => {
    const response = await ctx.admin.request({ method: 'POST', url: '/service-desk/asset-upload-csv', payload: {} });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ import_file: ['The import file field is required.'] });
  });

  it('refuses an upload without the CSRF token', async () => {
    const response = await ctx.admin.request({
      method: 'POST',
      url: '/service-desk/asset-upload-csv',
      payload: {},
      csrf: false,
    });
    expect(response.statusCode).toBe(419);
  });
});
