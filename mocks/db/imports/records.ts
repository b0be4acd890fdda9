import fs from 'node:fs';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';

export type FileKind = 'csv' | 'xlsx';

/** One record of the file: its row number as a spreadsheet shows it (the header is row 1) and its cells. */
export interface FileRecord {
  row: number;
  cells: string[];
}

const SNIFF_BYTES = 64 * 1024;

/** ';' when the header line has more semicolons than commas outside quotes, else ','. */
export function detectDelimiter(text: string): ';' | ',' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of text.replace(/^\uFEFF/, '')) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

function sniff(file: string): string {
  const handle = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const read = fs.readSync(handle, buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, read).toString('utf8');
  } finally {
    fs.closeSync(handle);
  }
}

/** Binary content (NUL bytes, bytes that are not UTF-8) is not a CSV file; the last characters may be a cut-off one. */
function assertText(start: string): void {
  if (/[\u0000\uFFFD]/.test(start.slice(0, -4))) throw new Error('The import file is not a readable CSV text file.');
}

async function* csvRecords(file: string): AsyncGenerator<FileRecord> {
  const parser = fs.createReadStream(file).pipe(
    parse({
      bom: true,
      delimiter: detectDelimiter(sniff(file)),
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: true,
      trim: true,
    }),
  );
  let row = 0;
  for await (const cells of parser as AsyncIterable<string[]>) {
    row++;
    yield { row, cells };
  }
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 16).replace('T', ' ');
  if (typeof value !== 'object') return String(value).trim();
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('text' in value) return String(value.text).trim();
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}

async function* xlsxRecords(file: string): AsyncGenerator<FileRecord> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  for await (const sheet of reader) {
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      const values = (row.values as ExcelJS.CellValue[]).slice(1);
      const cells = Array.from(values, cellText);
      if (cells.some((cell) => cell !== '')) yield { row: row.number, cells };
    }
    // Only the first sheet is imported.
    break;
  }
}

/** The file's records in order, the header first, read as a stream. */
export function fileRecords(file: string, kind: FileKind): AsyncGenerator<FileRecord> {
  return kind === 'csv' ? csvRecords(file) : xlsxRecords(file);
}

/** What the upload checks of a file: its header row's names and how many data rows follow. */
export interface FileOutline {
  headers: string[];
  rows: number;
}

/**
 * Reads the whole file as its kind; throws with the reason when it cannot be read or has no
 * header row.
 */
export async function outlineFile(file: string, kind: FileKind): Promise<FileOutline> {
  if (kind === 'csv') assertText(sniff(file));
  let headers: string[] | undefined;
  let rows = 0;
  for await (const record of fileRecords(file, kind)) {
    if (headers === undefined) headers = record.cells;
    else rows++;
  }
  if (headers === undefined || headers.every((header) => header === '')) {
    throw new Error('The import file has no header row.');
  }
  return { headers, rows };
}
