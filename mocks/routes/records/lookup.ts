import type { Db } from '../../db/types';
import { NotFoundError } from '../../http/errors';
import { readPathId } from '../../http/path-params';
import { readInteger, type RawQuery } from '../../http/query';
import type { Validator } from '../../http/validator';

function exists(db: Db, table: string, id: number): boolean {
  return db.prepare(`SELECT 1 FROM ${table} WHERE id = ?`).get(id) !== undefined;
}

/** A record id from a path segment that must exist, else a 404 with `message`. */
export function existingIdFromPath(db: Db, segment: string, table: string, message: string): number {
  const id = readPathId(segment);
  if (id === undefined || !exists(db, table, id)) throw new NotFoundError(message);
  return id;
}

/** Answers 404 with `message` when the record does not exist. */
export function mustExist(db: Db, table: string, id: number, message: string): void {
  if (!exists(db, table, id)) throw new NotFoundError(message);
}

/** A required id from a query or body field: 422 when missing or malformed. */
export function requiredId(fields: RawQuery, name: string, label: string, validator: Validator): number | undefined {
  const raw = fields[name];
  if (raw === undefined || (typeof raw === 'string' && raw.trim() === '')) {
    validator.add(name, `The ${label} field is required.`);
    return undefined;
  }
  return readInteger(fields, name, validator, { min: 1 });
}
