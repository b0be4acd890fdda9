import { ApiError } from './errors';

export interface Page<Row> {
  rows: Row[];
  total: number;
}

const UNREADABLE = 'The server sent an answer that could not be read. Please try again.';

function objectAt(body: unknown, key: string): Record<string, unknown> | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/** A page of rows at body.data[rowsKey] with its count at body.data.total. */
export function readPage<Row>(body: unknown, rowsKey: string): Page<Row> {
  const data = objectAt(body, 'data');
  const rows = data?.[rowsKey];
  const total = Number(data?.total);
  if (!Array.isArray(rows) || !Number.isFinite(total)) throw new ApiError(UNREADABLE);
  return { rows: rows as Row[], total };
}

/** The server's success message at body.message. */
export function readMessage(body: unknown): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
}
