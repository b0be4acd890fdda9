import type { ProblemActions } from '../db/problems/actions';
import type { ProblemDetail } from '../db/problems/detail';
import type { ActivityLogEntry } from '../db/records/activity-log';
import type { AttachmentView } from '../db/records/attachments';
import type { TestClient } from './client';
import type { FilePart, FormFields } from './multipart';
import { firstOption, ok, postForm } from './requests';

/** What the calls answer, as the backend types them. */
export type { Ref } from '../db/sql-json';
export type AttachmentBody = AttachmentView;
export type ProblemBody = ProblemDetail;
export type ActionFlags = ProblemActions;
export type LogEntry = ActivityLogEntry;

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
