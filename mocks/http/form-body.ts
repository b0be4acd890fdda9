import type { FastifyRequest } from 'fastify';
import type { RawQuery } from './query';
import { ValidationError } from './errors';

/** The largest upload accepted: 10 MB, Laravel's `max:10240` (kilobytes). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_KILOBYTES = MAX_UPLOAD_BYTES / 1024;

export interface UploadedFile {
  fileName: string;
  mimeType: string;
  bytes: Buffer;
}

/** A form's text fields (read with the http/query.ts readers) and its files by field name. */
export interface FormBody {
  fields: RawQuery;
  files: Map<string, UploadedFile>;
}

/**
 * Reads a multipart form, or a JSON / urlencoded body into the same shape, so a call can be
 * made either way. A file over the limit is a 422 on its field; the first file of a field wins.
 */
export async function readFormBody(request: FastifyRequest): Promise<FormBody> {
  if (!request.isMultipart()) return { fields: plainFields(request.body), files: new Map() };

  const fields: Record<string, string | string[]> = {};
  const files = new Map<string, UploadedFile>();
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new ValidationError({
            [part.fieldname]: [`The ${part.fieldname} may not be greater than ${MAX_UPLOAD_KILOBYTES} kilobytes.`],
          });
        }
        throw error;
      }
      if (part.filename !== '' && !files.has(part.fieldname)) {
        files.set(part.fieldname, { fileName: part.filename, mimeType: part.mimetype, bytes });
      }
    } else {
      addField(fields, part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
    }
  }
  return { fields, files };
}

function addField(fields: Record<string, string | string[]>, name: string, value: string): void {
  const existing = fields[name];
  if (existing === undefined) fields[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else fields[name] = [existing, value];
}

/**
 * JSON or urlencoded values as strings: numbers and booleans as text, arrays as repeated values.
 * A field is text or a list of texts: an object (or a list holding one) is a 422 on its field,
 * as Laravel's `string` rule answers, never quietly turned into text.
 */
function plainFields(body: unknown): RawQuery {
  const fields: RawQuery = {};
  const errors: Record<string, string[]> = {};
  if (body === null || typeof body !== 'object') return fields;
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    const values = Array.isArray(value) ? value : [value];
    if (values.some(isStructured)) {
      errors[name] = [`The ${name} must be a string.`];
    } else if (Array.isArray(value)) fields[name] = value.map(String);
    else if (value !== null && value !== undefined) fields[name] = String(value);
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return fields;
}

function isStructured(value: unknown): boolean {
  return typeof value === 'object' && value !== null;
}
