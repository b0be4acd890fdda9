import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { useTempFolder } from '../../testing/use-app';
import { detectDelimiter, fileRecords, outlineFile, type FileKind } from './records';

async function recordsOf(folder: string, content: string | Buffer, kind: FileKind = 'csv') {
  const file = path.join(folder, `file.${kind}`);
  fs.writeFileSync(file, content);
  const records = [];
  for await (const record of fileRecords(file, kind)) records.push(record);
  return records;
}

describe('import file records', () => {
  const folder = useTempFolder('sd-import-');

  it('drops a byte order mark from the first header', async () => {
    const records = await recordsOf(folder.path, '\uFEFFName,Identifier\nLaptop,LAP-1\n');
    expect(records[0].cells).toEqual(['Name', 'Identifier']);
  });

  it('reads quoted fields with commas, quotes and embedded newlines as one cell', async () => {
    const records = await recordsOf(folder.path, 'Name,Description\n"Desk, big","Two\nlines with ""quotes"""\n');
    expect(records[1]).toEqual({ row: 2, cells: ['Desk, big', 'Two\nlines with "quotes"'] });
  });

  it('detects semicolon separators from the header line', async () => {
    expect(detectDelimiter('Name;Identifier;"a,b"\nx;y;z')).toBe(';');
    expect(detectDelimiter('\uFEFFName,Identifier\n')).toBe(',');
    const records = await recordsOf(folder.path, 'Name;Identifier\r\nLaptop;LAP-1\r\n');
    expect(records[1].cells).toEqual(['Laptop', 'LAP-1']);
  });

  it('skips empty lines and numbers rows as records, the header being row 1', async () => {
    const records = await recordsOf(folder.path, 'Name,Identifier\n\nA,1\n,\n\nB,2\n');
    expect(records.map((record) => [record.row, record.cells[0]])).toEqual([
      [1, 'Name'],
      [2, 'A'],
      [3, 'B'],
    ]);
  });

  it('reads the first sheet of an XLSX workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Assets');
    sheet.addRow(['Name', 'Identifier']);
    sheet.addRow(['Laptop', 'LAP-1']);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    const records = await recordsOf(folder.path, buffer, 'xlsx');
    expect(records).toEqual([
      { row: 1, cells: ['Name', 'Identifier'] },
      { row: 2, cells: ['Laptop', 'LAP-1'] },
    ]);
  });

  it('outlines a file as its headers and data row count', async () => {
    const file = path.join(folder.path, 'outline.csv');
    fs.writeFileSync(file, 'Name,Identifier\nA,1\nB,2\n');
    await expect(outlineFile(file, 'csv')).resolves.toEqual({ headers: ['Name', 'Identifier'], rows: 2 });
  });

  it.each([
    ['binary content', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0xff, 0xfe, 0x00, 0x41, 0x42, 0x43, 0x44])],
    ['an empty file', ''],
    ['an unterminated quote', 'Name,Identifier\n"Laptop,LAP-1\n'],
  ])('refuses %s', async (_label, content) => {
    const file = path.join(folder.path, 'bad.csv');
    fs.writeFileSync(file, content);
    await expect(outlineFile(file, 'csv')).rejects.toThrow();
  });

  it('refuses a file that is not a workbook as XLSX', async () => {
    const file = path.join(folder.path, 'bad.xlsx');
    fs.writeFileSync(file, 'Name,Identifier\n');
    await expect(outlineFile(file, 'xlsx')).rejects.toThrow();
  });
});
