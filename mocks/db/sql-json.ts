import type { Db } from './types';
import { fullNameSql } from './users/users';

/**
 * The nested objects of an answer (`requester: { id, full_name, email }`) built in SQL as JSON
 * columns, which parseJsonColumns turns into objects: the SELECT lists an answer's fields in
 * its order, so rows need no mapping.
 */

/** What refJson gives. */
export interface Ref {
  id: number;
  name: string;
}

/** `json_object(...)` of `fields` (name -> SQL); NULL when `nullWhenNull` is (a LEFT JOIN that found nothing). */
export function jsonObject(fields: Readonly<Record<string, string>>, nullWhenNull?: string): string {
  const pairs = Object.entries(fields)
    .map(([name, sql]) => `'${name}', ${sql}`)
    .join(', ');
  return nullWhenNull === undefined
    ? `json_object(${pairs})`
    : `CASE WHEN ${nullWhenNull} IS NULL THEN NULL ELSE json_object(${pairs}) END`;
}

/** `{ id, name }` of the joined row `alias` (`name` read from `label`); with `nullable`, NULL when it is missing. */
export function refJson(alias: string, { label = 'name', nullable = false } = {}): string {
  return jsonObject({ id: `${alias}.id`, name: `${alias}.${label}` }, nullable ? `${alias}.id` : undefined);
}

type PersonField = 'full_name' | 'name' | 'email' | 'profile_pic';

/** `{ id, full_name, ... }` of the joined user `alias`, with the fields asked for, in that order. */
export function personJson(alias: string, fields: readonly PersonField[], { nullable = false } = {}): string {
  const sql: Record<PersonField, string> = {
    full_name: fullNameSql(alias),
    name: fullNameSql(alias),
    email: `${alias}.email`,
    profile_pic: `${alias}.profile_pic`,
  };
  const object = Object.fromEntries([['id', `${alias}.id`], ...fields.map((field) => [field, sql[field]])]);
  return jsonObject(object, nullable ? `${alias}.id` : undefined);
}

/** The row with its JSON columns parsed. */
export function parseJsonColumns<T>(row: Record<string, unknown>, columns: readonly string[]): T {
  const parsed: Record<string, unknown> = { ...row };
  for (const column of columns) {
    const value = row[column];
    parsed[column] = typeof value === 'string' ? JSON.parse(value) : value;
  }
  return parsed as T;
}

/** One row of `sql` with its JSON columns parsed; undefined when there is none. */
export function readJsonRow<T>(db: Db, sql: string, json: readonly string[], ...params: unknown[]): T | undefined {
  const row = db.prepare(sql).get(...params) as Record<string, unknown> | undefined;
  return row && parseJsonColumns<T>(row, json);
}

/** Every row of `sql` with its JSON columns parsed. */
export function readJsonRows<T>(db: Db, sql: string, json: readonly string[], ...params: unknown[]): T[] {
  return (db.prepare(sql).all(...params) as Record<string, unknown>[]).map((row) => parseJsonColumns<T>(row, json));
}

/** Who wrote something (a log entry, a comment): `{ id, full_name, profile_pic }`, or null. */
export interface Creator {
  id: number;
  full_name: string;
  profile_pic: string;
}

/** The joined user `alias` as a Creator, NULL when there is none. */
export function creatorJson(alias: string): string {
  return personJson(alias, ['full_name', 'profile_pic'], { nullable: true });
}
