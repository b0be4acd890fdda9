import type { LightMyRequestResponse } from 'fastify';
import type { ProblemActions } from '../db/problems/actions';
import type { ProblemDetail } from '../db/problems/detail';
import type { ActivityLogEntry } from '../db/records/activity-log';
import type { AttachmentView } from '../db/records/attachments';
import type { Ref } from '../db/sql-json';
import type { TestClient } from './client';
import { multipart, type FilePart, type FormFields } from './multipart';

/** What the calls answer, as the backend types them. */
export type { Ref } from '../db/sql-json';
export type AttachmentBody = AttachmentView;
export type ProblemBody = ProblemDetail;
export type ActionFlags = ProblemActions;
export type LogEntry = ActivityLogEntry;

function ok<T>(response: LightMyRequestResponse, what: string): T {
  if (response.statusCode !== 200) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json() as T;
}

export async function getProblem(client: TestClient, id: number): Promise<ProblemBody> {
  return ok<{ data: { data: ProblemBody } }>(await client.get(`/service-desk/api/problem/${id}`), 'problem').data.data;
}

export async function getActions(client: TestClient, id: number): Promise<ActionFlags> {
  return ok<{ data: { data: { actions: ActionFlags } } }>(
    await client.get(`/service-desk/api/problem-action/${id}`),
    'problem-action',
  ).data.data.actions;
}

export async function getLog(
  client: TestClient,
  id: number,
  query = '',
): Promise<{ data: LogEntry[]; total: number; per_page: number }> {
  return ok<{ data: { problem_activity_logs: { data: LogEntry[]; total: number; per_page: number } } }>(
    await client.get(`/service-desk/api/problem-log/${id}${query ? '?' + query : ''}`),
    'problem-log',
  ).data.problem_activity_logs;
}

/** The newest log texts of a problem. */
export async function latestLogTexts(client: TestClient, id: number, count = 10): Promise<string[]> {
  return (await getLog(client, id, `limit=${count}`)).data.map((entry) => entry.name);
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

/** A complete, valid problem form made of real lookup values. */
export async function validProblemForm(client: TestClient): Promise<Record<string, string | number>> {
  const [requester, department, impact, status, priority] = await Promise.all([
    firstOption(client, '/api/dependency/users'),
    firstOption(client, '/api/dependency/departments'),
    firstOption(client, '/service-desk/api/dependency/impacts'),
    firstOption(client, '/api/dependency/statuses'),
    firstOption(client, '/api/dependency/priorities'),
  ]);
  return {
    subject: 'Printers drop off the network',
    description: '<p>Every morning the printers on floor 2 lose their IP address.</p>',
    requester_id: requester.id,
    department_id: department.id,
    impact_id: impact.id,
    status_type_id: status.id,
    priority_id: priority.id,
  };
}

export async function createProblem(
  client: TestClient,
  fields: FormFields,
  files: readonly FilePart[] = [],
  query = '',
): Promise<number> {
  const response = await postForm(client, `/service-desk/api/problem${query ? '?' + query : ''}`, fields, files);
  return ok<{ data: { id: number } }>(response, 'create problem').data.id;
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
