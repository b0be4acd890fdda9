import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import type { RawQuery } from './query';
import { ValidationError } from './errors';
import { MAX_FIELD_BYTES, MAX_UPLOAD_BYTES, multipartFailure } from './multipart-limits';

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
 * made either way. A file or a field over its limit is a 422 on its field, answered as soon as
 * it is met; a body that is cut off or not multipart is a 400, too many parts a 413
 * (http/multipart-limits.ts). The first file of a field wins. `maxFileBytes` lowers the file limit for
 * one call: reading stops there, before the rest of the file is buffered.
 */
export async function readFormBody(
  request: FastifyRequest,
  { maxFileBytes = MAX_UPLOAD_BYTES }: { maxFileBytes?: number } = {},
): Promise<FormBody> {
  if (!request.isMultipart()) return { fields: plainFields(request.body), files: new Map() };

  const fields: Record<string, string | string[]> = {};
  const files = new Map<string, UploadedFile>();
  try {
    for await (const part of request.parts({ limits: { fileSize: maxFileBytes } })) {
      if (part.type === 'file') {
        const bytes = await readFile(part, maxFileBytes / 1024);
        if (part.filename !== '' && !files.has(part.fieldname)) {
          files.set(part.fieldname, { fileName: part.filename, mimeType: part.mimetype, bytes });
        }
      } else {
        if (part.valueTruncated) tooLarge(part.fieldname, MAX_FIELD_BYTES / 1024);
        addField(fields, part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
      }
    }
  } catch (error) {
    throw multipartFailure(error) ?? error;
  }
  return { fields, files };
}

async function readFile(part: Extract<Multipart, { type: 'file' }>, maxKilobytes: number): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') tooLarge(part.fieldname, maxKilobytes);
    throw error;
  }
}

function tooLarge(field: string, kilobytes: number): never {
  throw new ValidationError({ [field]: [`The ${field} may not be greater than ${kilobytes} kilobytes.`] });
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
