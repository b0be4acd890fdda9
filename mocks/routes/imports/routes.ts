import path from 'node:path';
import { dryRunImport } from '../../db/imports/dry-run';
import { ImportFiles } from '../../db/imports/files';
import { ImportRunner } from '../../db/imports/runner';
import { discardImport, failInterruptedImports, findImport, queueImport } from '../../db/imports/store';
import { importIssuesPage, trackingDetails } from '../../db/imports/tracking';
import { recordExists } from '../../db/labels';
import { NotFoundError, ValidationError } from '../../http/errors';
import { readPageWindow } from '../../http/list-query';
import { contentDisposition } from '../../http/content-disposition';
import { readPathId } from '../../http/path-params';
import { readInteger, readRequestQuery } from '../../http/query';
import type { Routes } from '../deps';
import { requireTo } from '../records/kind';
import { mappingDetails } from './mapping-details';
import {
  IMPORT_NOT_FOUND,
  IMPORT_NOT_WAITING,
  objectBody,
  readImportSettings,
  readWaitingImport,
} from './mapping-input';
import { IMPORT_PATHS } from './paths';
import { sampleCsv } from './sample';
import { uploadImportFile } from './upload';

function readAssetTypeId(db: Parameters<Routes>[1]['db'], query: unknown): number {
  const id = readRequestQuery(query, (raw, validator) => readInteger(raw, 'asset_type_id', validator, { min: 1 }));
  if (id === undefined || !recordExists(db, 'asset_types', id)) {
    throw new ValidationError({ asset_type_id: ['The selected asset type is invalid.'] });
  }
  return id;
}

/**
 * The asset importer: upload a CSV or XLSX file, read its mapping, dry-run or start the import
 * (run in the background by an ImportRunner), discard it, and follow it on the tracking calls.
 */
export const importRoutes: Routes = (app, { db, uploads }) => {
  const files = new ImportFiles(path.join(uploads.folder, 'imports'));
  const runner = new ImportRunner(db, files);
  app.addHook('onReady', async () => failInterruptedImports(db));
  app.addHook('onClose', async () => runner.stop());

  const importFromPath = (segment: string) => {
    const id = readPathId(segment);
    const record = id === undefined ? undefined : findImport(db, id);
    if (!record) throw new NotFoundError(IMPORT_NOT_FOUND);
    return record;
  };

  app.post(IMPORT_PATHS.upload, async (request, reply) => {
    const user = requireTo(db, request, 'create', 'asset');
    return uploadImportFile(db, files, request, reply, user.id);
  });

  app.get<{ Params: { id: string } }>(`${IMPORT_PATHS.mappingDetails}/:id`, async (request) => {
    requireTo(db, request, 'create', 'asset');
    const record = importFromPath(request.params.id);
    const assetTypeId = readAssetTypeId(db, request.query);
    if (record.status !== 'uploaded')
      throw new ValidationError({ import_id: [IMPORT_NOT_WAITING] }, IMPORT_NOT_WAITING);
    return { data: mappingDetails(db, record, assetTypeId) };
  });

  app.post(IMPORT_PATHS.mapping, async (request) => {
    requireTo(db, request, 'create', 'asset');
    const body = objectBody(request.body);
    const record = readWaitingImport(db, body);
    const settings = readImportSettings(db, body, record);
    if (settings.updateExisting) requireTo(db, request, 'edit', 'asset');
    if (!queueImport(db, record.id, settings)) {
      throw new ValidationError({ import_id: [IMPORT_NOT_WAITING] }, IMPORT_NOT_WAITING);
    }
    runner.wake();
    return { message: 'The import has started.', data: { tracking_id: record.id } };
  });

  app.post(IMPORT_PATHS.dryRun, async (request) => {
    requireTo(db, request, 'create', 'asset');
    const body = objectBody(request.body);
    const record = readWaitingImport(db, body);
    const settings = readImportSettings(db, body, record);
    return { data: await dryRunImport(db, record, files.resolve(record.file_path), settings) };
  });

  app.delete<{ Params: { id: string } }>(`${IMPORT_PATHS.discard}/:id`, async (request) => {
    requireTo(db, request, 'create', 'asset');
    const record = importFromPath(request.params.id);
    if (!discardImport(db, record.id)) {
      throw new ValidationError({ import_id: [IMPORT_NOT_WAITING] }, IMPORT_NOT_WAITING);
    }
    files.remove(record.file_path);
    return { message: 'The import was discarded.' };
  });

  app.get(IMPORT_PATHS.sample, async (request, reply) => {
    requireTo(db, request, 'create', 'asset');
    const assetTypeId = readAssetTypeId(db, request.query);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition('asset-import-sample.csv'))
      .send(sampleCsv(db, assetTypeId));
  });

  app.get<{ Params: { id: string } }>(`${IMPORT_PATHS.trackingDetails}/:id`, async (request) => {
    requireTo(db, request, 'view', 'asset');
    return { data: trackingDetails(importFromPath(request.params.id)) };
  });

  app.get<{ Params: { id: string } }>(`${IMPORT_PATHS.trackingFailed}/:id`, async (request) => {
    requireTo(db, request, 'view', 'asset');
    const record = importFromPath(request.params.id);
    const { page, limit } = readRequestQuery(request.query, readPageWindow);
    return importIssuesPage(db, record.id, page, limit);
  });
};
