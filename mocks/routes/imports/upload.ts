import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ImportFiles } from '../../db/imports/files';
import { outlineFile, type FileKind } from '../../db/imports/records';
import { createImport } from '../../db/imports/store';
import type { Db } from '../../db/types';
import { HttpError, ValidationError } from '../../http/errors';
import { multipartFailure } from '../../http/multipart-limits';

/** Import files must be under this many bytes. */
export const MAX_IMPORT_BYTES = 25_000_000;
export const IMPORT_TOO_LARGE = 'The import file must be smaller than 25,000,000 bytes.';
const FILE_FIELD = 'import_file';

function fileKind(fileName: string): FileKind | undefined {
  const extension = path.extname(fileName).toLowerCase();
  if (extension === '.csv' || extension === '.txt') return 'csv';
  return extension === '.xlsx' ? 'xlsx' : undefined;
}

/** The server cannot use the file it was sent: 412 with the reason on import_file. */
function notReadable(reply: FastifyReply, reason: string): FastifyReply {
  return reply.code(412).send({ message: reason, errors: { [FILE_FIELD]: [reason] } });
}

/** Streams the form's import_file to disk, stopping (and keeping nothing) at the size limit. */
async function receiveFile(request: FastifyRequest, files: ImportFiles): Promise<{ name: string; stored: string }> {
  let received: { name: string; stored: string } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_IMPORT_BYTES - 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FILE_FIELD || part.filename === '' || received) {
        part.file.resume();
        continue;
      }
      const stored = await files.save(part.file);
      received = { name: part.filename, stored };
      if (part.file.truncated) throw Object.assign(new Error('too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
    }
  } catch (error) {
    if (received) files.remove(received.stored);
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, IMPORT_TOO_LARGE);
    throw multipartFailure(error) ?? error;
  }
  if (!received) throw new ValidationError({ [FILE_FIELD]: ['The import file field is required.'] });
  return received;
}

/** POST asset-upload-csv: keeps a readable CSV or XLSX file and answers its import id. */
export async function uploadImportFile(
  db: Db,
  files: ImportFiles,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<FastifyReply> {
  if (!request.isMultipart()) {
    throw new ValidationError({ [FILE_FIELD]: ['The import file field is required.'] });
  }
  const { name, stored } = await receiveFile(request, files);
  const kind = fileKind(name);
  if (!kind) {
    files.remove(stored);
    return notReadable(reply, 'The import file must be a file of type: csv, xlsx.');
  }
  try {
    const outline = await outlineFile(files.resolve(stored), kind);
    const importId = createImport(db, {
      name,
      filePath: stored,
      kind,
      headers: outline.headers,
      totalRows: outline.rows,
      createdBy: userId,
    });
    return reply.send({ message: 'File uploaded successfully.', data: { import_id: importId } });
  } catch (error) {
    files.remove(stored);
    const reason = error instanceof Error && error.message.startsWith('The import file') ? error.message : undefined;
    return notReadable(reply, reason ?? `The import file could not be read as a ${kind.toUpperCase()} file.`);
  }
}
