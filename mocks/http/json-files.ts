import { MAX_UPLOAD_BYTES, MAX_UPLOAD_KILOBYTES } from './multipart-limits';
import type { Validator } from './validator';

/** A file sent inside a JSON body: `{ name, type, size, content }` with base64 content. */
export interface JsonFile {
  name: string;
  mimeType: string;
  bytes: Buffer;
}

const MAX_FILES = 5;
const MAX_NAME_LENGTH = 255;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Reads the attachments of a JSON body; every problem becomes a field error named after `field`. */
export function readJsonFiles(raw: unknown, field: string, validator: Validator): JsonFile[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    validator.add(field, `The ${field} must be an array.`);
    return [];
  }
  if (raw.length > MAX_FILES) {
    validator.add(field, `The ${field} may not have more than ${MAX_FILES} items.`);
    return [];
  }
  const files: JsonFile[] = [];
  raw.forEach((item: unknown, index) => {
    const path = `${field}.${index}`;
    const record = item !== null && typeof item === 'object' ? (item as Record<string, unknown>) : undefined;
    const name = typeof record?.name === 'string' ? record.name.trim() : '';
    const content = typeof record?.content === 'string' ? record.content : undefined;
    if (name === '') validator.add(`${path}.name`, `The ${path}.name field is required.`);
    else if (name.length > MAX_NAME_LENGTH)
      validator.add(`${path}.name`, `The ${path}.name may not be greater than ${MAX_NAME_LENGTH} characters.`);
    if (content === undefined || content.length % 4 !== 0 || !BASE64.test(content)) {
      validator.add(`${path}.content`, `The ${path}.content must be a base64 encoded file.`);
      return;
    }
    const bytes = Buffer.from(content, 'base64');
    if (bytes.length > MAX_UPLOAD_BYTES) {
      validator.add(path, `The ${path} may not be greater than ${MAX_UPLOAD_KILOBYTES} kilobytes.`);
      return;
    }
    const mimeType = typeof record?.type === 'string' && record.type !== '' ? record.type : 'application/octet-stream';
    if (name !== '' && name.length <= MAX_NAME_LENGTH) files.push({ name, mimeType, bytes });
  });
  return files;
}

/** Room for MAX_FILES files of the upload limit, base64 encoded, plus the rest of the body. */
export const JSON_FILES_BODY_LIMIT = Math.ceil((MAX_FILES * MAX_UPLOAD_BYTES * 4) / 3) + 1024 * 1024;
