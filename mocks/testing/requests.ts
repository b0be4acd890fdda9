import type { LightMyRequestResponse } from 'fastify';
import type { Ref } from '../db/sql-json';
import type { TestClient } from './client';
import { multipart, type FilePart, type FormFields } from './multipart';

/** The answer's body, or an error naming `what` when the call did not answer 200. */
export function ok<T>(response: LightMyRequestResponse, what: string): T {
  if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

export function postForm(
  client: TestClient,
  url: string,
  fields: FormFields,
  files: readonly FilePart[] = [],
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipart(fields, files);
  return client.request({ method: 'POST', url, payload, headers });
}

export function postJson(client: TestClient, url: string, payload: object = {}): Promise<LightMyRequestResponse> {
  return client.request({ method: 'POST', url, payload });
}

export function remove(client: TestClient, url: string): Promise<LightMyRequestResponse> {
  return client.request({ method: 'DELETE', url });
}

/** The first option of a lookup, e.g. '/api/dependency/departments'. */
export async function firstOption(client: TestClient, path: string): Promise<Ref> {
  return ok<{ data: { data: Ref[] } }>(await client.get(path), path).data.data[0];
}

/** The names of a lookup's options in the order it answers them, e.g. '/api/dependency/departments'. */
export async function optionNames(client: TestClient, path: string): Promise<string[]> {
  return ok<{ data: { data: Ref[] } }>(await client.get(path), path).data.data.map((option) => option.name);
}

/**
 * A 422 answer whose errors include "The {label} field is required." for each of `fields`, the
 * label being the field's name without `_id`, spaced: `product_status_id` -> 'product status'.
 */
export function expectRequired(response: LightMyRequestResponse, fields: readonly string[]): void {
  expect(response.statusCode).toBe(422);
  const label = (field: string) => field.replace(/_id$/, '').replaceAll('_', ' ');
  const errors = Object.fromEntries(fields.map((field) => [field, [`The ${label(field)} field is required.`]]));
  expect(response.json()).toMatchObject({ errors });
}

/** A save's answer: 200 with `message`; the saved record's id. */
export function savedId(response: LightMyRequestResponse, message: string): number {
  expect(response.statusCode).toBe(200);
  const body = response.json() as { message: string; data: { id: number } };
  expect(body.message).toBe(message);
  return body.data.id;
}

/** A JSON POST without the session's CSRF token. */
export function postWithoutCsrf(client: TestClient, url: string, payload: object): Promise<LightMyRequestResponse> {
  return client.request({ method: 'POST', url, payload, csrf: false });
}

/** The record a save answered 200 with `message` for, read back by `read`: it holds the texts sent. */
export async function expectSaved<T>(
  response: LightMyRequestResponse,
  message: string,
  read: (id: number) => Promise<T>,
  texts: { subject: string; identifier: string; description: unknown },
): Promise<T> {
  const id = savedId(response, message);
  const record = await read(id);
  expect(record).toMatchObject({ id, ...texts });
  return record;
}
