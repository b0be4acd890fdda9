import type { Db } from '../types';
import { assetImportAttributes } from './attributes';
import type { FileRecord } from './records';
import { fileRecords } from './records';
import { RowPlanner } from './row-plan';
import type { ImportRecord, ImportSettings } from './store';

/** The planner of an import's rows with these settings. */
export function importPlanner(db: Db, settings: ImportSettings): RowPlanner {
  return new RowPlanner(db, {
    attributes: assetImportAttributes(db, settings.assetTypeId),
    mapping: settings.mapping,
    assetTypeId: settings.assetTypeId,
    updateExisting: settings.updateExisting,
    dateTimeFormat: settings.dateTimeFormat,
  });
}

/** The import file's data records (the header row left out), read as a stream. */
export async function* dataRecords(record: ImportRecord, path: string): AsyncGenerator<FileRecord> {
  let header = true;
  for await (const fileRecord of fileRecords(path, record.file_kind)) {
    if (header) header = false;
    else yield fileRecord;
  }
}
