import type { Option } from './dependencies/types';
import { idOrEmpty } from './responses';

/**
 * A field of a record's save: a text, a chosen option (sent as its id, '' when none is chosen),
 * the chosen options of a list field (each sent under the field's name), a file, or undefined
 * for a field that is not sent.
 */
export type MultipartValue = string | Option | null | Option[] | File | undefined;

/** The multipart body of a record's save (a problem, a change, a release), its fields in order. */
export function multipartBody(fields: Record<string, MultipartValue>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const option of value) data.append(name, String(option.id));
    else if (typeof value === 'string' || value instanceof File) data.append(name, value);
    else data.append(name, idOrEmpty(value));
  }
  return data;
}

/** Whether an existing record's stored attachment goes; a new record does not send it. */
export function attachmentDeleteField(values: { id?: number; attachmentDelete: boolean }): string | undefined {
  if (values.id === undefined) return undefined;
  return values.attachmentDelete ? '1' : '0';
}

/** Appends texts by name, each item of a list under `name[]`. */
export function appendTexts(body: FormData, fields: Record<string, string | string[]>): void {
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) body.append(`${name}[]`, item);
    else body.append(name, value);
  }
}
