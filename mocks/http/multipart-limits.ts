import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** The largest upload accepted: 10 MB, Laravel's `max:10240` (kilobytes). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_KILOBYTES = MAX_UPLOAD_BYTES / 1024;
/** A text field (a description, a comment) is far smaller than this. */
export const MAX_FIELD_BYTES = 1024 * 1024;
export const MAX_FILES = 5;
/** Long id lists (asset_ids[] ...) stay well under this. */
export const MAX_FIELDS = 1000;
/** The files at their limit, plus room for the text fields. */
export const MAX_MULTIPART_BODY_BYTES = MAX_FILES * MAX_UPLOAD_BYTES + 2 * 1024 * 1024;

/** What busboy may read of one multipart body (@fastify/multipart's `limits`). */
export const MULTIPART_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: MAX_FILES,
  fields: MAX_FIELDS,
  parts: MAX_FIELDS + MAX_FILES,
  fieldSize: MAX_FIELD_BYTES,
};

export const INVALID_MULTIPART = 'The request body is incomplete or is not valid multipart form data.';

/**
 * Refuses a multipart body that cannot be read safely before any handler sees it: no boundary
 * (400), no declared length (411: a browser's form always declares it), larger than the
 * largest form (413).
 */
export function installMultipartBounds(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!isMultipart(request)) return;
    if (!/;\s*boundary=\S/i.test(request.headers['content-type'] ?? '')) {
      throw new HttpError(400, 'The multipart body has no boundary.');
    }
    const length = Number(request.headers['content-length']);
    if (request.headers['content-length'] === undefined || !Number.isSafeInteger(length)) {
      throw new HttpError(411, 'A multipart body must declare its Content-Length.');
    }
    if (length > MAX_MULTIPART_BODY_BYTES) {
      throw new HttpError(413, `The request may not be greater than ${MAX_MULTIPART_BODY_BYTES / 1024} kilobytes.`);
    }
  });
}

function isMultipart(request: FastifyRequest): boolean {
  return /^multipart\/form-data\b/i.test(request.headers['content-type'] ?? '');
}

/** What busboy's failures mean to the sender; anything else is not the body's fault. */
export function multipartFailure(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return undefined;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return new HttpError(413, `The form may not have more than ${MAX_FIELDS} fields.`);
  }
  if (code === 'FST_FILES_LIMIT') return new HttpError(413, `The form may not have more than ${MAX_FILES} files.`);
  // busboy's own errors (a cut-off body, a malformed part) carry no status.
  if (statusCode === undefined || (statusCode >= 400 && statusCode < 500)) {
    return new HttpError(400, INVALID_MULTIPART);
  }
  return undefined;
}
