import { unreadableAnswer } from './errors';

/** One page of a server-paged list. */
export interface Page<Row> {
  rows: Row[];
  total: number;
}

/** What a create or update answers: the server's message and, when it names it, the saved record's id. */
export interface SavedRecord {
  message: string;
  id?: number;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object at body.data; an answer without one cannot be read. */
export function dataOf(body: unknown): Record<string, unknown> {
  const data = isObject(body) ? body.data : undefined;
  if (!isObject(data)) throw unreadableAnswer();
  return data;
}

/** The object at `value`, or the unreadable-answer error. */
export function requireObject(value: unknown): Record<string, unknown> {
  if (!isObject(value)) throw unreadableAnswer();
  return value;
}

/** The array at `value`, or the unreadable-answer error. */
export function requireList<T>(value: unknown): T[] {
  if (!Array.isArray(value)) throw unreadableAnswer();
  return value as T[];
}

/** A page of rows at body.data[rowsKey] with its count at body.data.total. */
export function readPage<Row>(body: unknown, rowsKey: string): Page<Row> {
  const data = isObject(body) ? body.data : undefined;
  const rows = isObject(data) ? data[rowsKey] : undefined;
  const total = Number(isObject(data) ? data.total : undefined);
  if (!Array.isArray(rows) || !Number.isFinite(total)) throw unreadableAnswer();
  return { rows: rows as Row[], total };
}

/** The server's success message at body.message. */
export function readMessage(body: unknown): string {
  const message = isObject(body) ? body.message : undefined;
  return typeof message === 'string' ? message : '';
}

/** The id a create answers at body.data.id (or body.data.data.id); undefined when it names none. */
export function readSavedId(body: unknown): number | undefined {
  const data = isObject(body) ? body.data : undefined;
  if (!isObject(data)) return undefined;
  const nested = isObject(data.data) ? data.data.id : undefined;
  const id = Number(data.id ?? nested);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The id of an optional looked-up value as a form field sends it: '' when none is chosen. */
export function idOrEmpty(option: { id: number } | null): string {
  return option ? String(option.id) : '';
}
