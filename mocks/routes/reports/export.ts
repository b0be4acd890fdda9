import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { AssetListQuery } from '../../db/assets/list';
import { exportBatches, exportHeader } from '../../db/reports/export-rows';
import { contentDisposition } from '../../http/content-disposition';
import { NotFoundError } from '../../http/errors';
import { readInteger, readRequestQuery } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { Validator } from '../../http/validator';
import type { Routes } from '../deps';
import { neutralisedCell } from '../../http/spreadsheet-cells';
import { requireReport, requireReportAccess } from './lookup';
import { reportListQuery } from './saved-filters';

interface ExportSource {
  header: string[];
  batches: () => Generator<unknown[][]>;
}

/**
 * A row's cells, neutralised, in an array of this realm: exceljs tests `instanceof Array`, which
 * the driver's arrays fail where the code runs in a separate realm (jest's vm).
 */
function neutralisedRow(row: readonly unknown[]): (string | number | null)[] {
  return Array.from(row, neutralisedCell);
}

function* neutralisedRows(source: ExportSource): Generator<(string | number | null)[]> {
  for (const batch of source.batches()) {
    for (const row of batch) yield neutralisedRow(row);
  }
}

/** The rows as CSV, read from the database as the client takes them. */
function csvStream(source: ExportSource): Readable {
  const csv = stringify({ header: true, columns: source.header, bom: true });
  Readable.from(neutralisedRows(source)).pipe(csv);
  return csv;
}

/** The rows as an .xlsx workbook of one sheet, written by exceljs's streaming writer. */
function xlsxStream(source: ExportSource): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Assets');
  const write = async () => {
    sheet.addRow(source.header.map(neutralisedCell)).commit();
    for (const batch of source.batches()) {
      for (const row of batch) sheet.addRow(neutralisedRow(row)).commit();
      // Let the zip and the client take the batch before the next is read.
      if (output.writableNeedDrain) await Promise.race([once(output, 'drain'), once(output, 'close')]);
      else await new Promise((resolve) => setImmediate(resolve));
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

const FORMATS = {
  csv: { extension: 'csv', type: 'text/csv; charset=utf-8', stream: csvStream },
  excel: {
    extension: 'xlsx',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    stream: xlsxStream,
  },
} as const;

/**
 * GET export/{csv|excel}?filter_id={id}: every asset the report's filters match, with its chosen
 * columns, streamed as `{report name}.csv` or `.xlsx`; cells that would start a formula are neutralised.
 */
export const reportExportRoutes: Routes = (app, { db }) => {
  app.get<{ Params: { format: string } }>(`${SERVICE_DESK_API}/export/:format`, async (request, reply) => {
    requireReportAccess(db, request);
    const format = Object.hasOwn(FORMATS, request.params.format)
      ? FORMATS[request.params.format as keyof typeof FORMATS]
      : undefined;
    if (!format) throw new NotFoundError('Unknown export format.');
    const filterId = readRequestQuery(request.query, (raw, validator) => {
      const id = readInteger(raw, 'filter_id', validator, { min: 1 });
      if (id === undefined && !validator.hasErrors()) validator.add('filter_id', 'The filter id field is required.');
      return id;
    });
    const report = requireReport(db, filterId);
    const query: AssetListQuery = reportListQuery(db, report.fields, new Validator());
    const source: ExportSource = {
      header: exportHeader(report.report_column_keys),
      batches: () => exportBatches(db, query, report.report_column_keys),
    };
    return reply
      .header('content-type', format.type)
      .header('content-disposition', contentDisposition(`${report.name}.${format.extension}`))
      .header('x-content-type-options', 'nosniff')
      .send(format.stream(source));
  });
};
