import type { LightMyRequestResponse } from 'fastify';
import type { TestClient } from './client';
import { optionsByName } from './cab-definitions';
import { readRows } from './read-db';
import { ok, postJson } from './requests';

const api = '/service-desk/api';

export type AutomationKindPath = 'workflow' | 'listener';

/** What automations set on a change, as the database holds it. */
export interface ChangeRow {
  status_id: number;
  priority_id: number | null;
  agent_id: number | null;
}

/** The change `id` as stored in the app's database file. */
export function changeRow(dbFile: string, id: number): ChangeRow {
  return readRows<ChangeRow>(dbFile, 'SELECT * FROM changes WHERE id = ?', id)[0];
}

/** The lookups the automation forms pick from, each by name. */
export interface AutomationLookups {
  statuses: Record<string, number>;
  priorities: Record<string, number>;
  types: Record<string, number>;
  agents: Record<string, number>;
  cabs: Record<string, number>;
}

export async function automationLookups(client: TestClient): Promise<AutomationLookups> {
  const [statuses, priorities, types, agents, cabs] = await Promise.all([
    optionsByName(client, `${api}/dependency/change_statuses`),
    optionsByName(client, `${api}/dependency/change_priorities`),
    optionsByName(client, `${api}/dependency/change_types`),
    optionsByName(client, '/api/dependency/agents'),
    optionsByName(client, `${api}/dependency/cabs`),
  ]);
  return { statuses, priorities, types, agents, cabs };
}

/** POST {kind} with `body` (active, match 'all' and no rules unless given); the saved id. */
export async function saveAutomation(
  client: TestClient,
  kind: AutomationKindPath,
  body: Record<string, unknown>,
): Promise<number> {
  const payload = { page_type: 'change', active: true, match: 'all', rules: [], ...body };
  return ok<{ data: { id: number } }>(await postJson(client, `${api}/${kind}`, payload), `POST ${kind}`).data.id;
}

/** The 422's field errors. */
export function fieldErrors(response: LightMyRequestResponse): Record<string, string[]> {
  if (response.statusCode !== 422) throw new Error(`Expected 422, got ${response.statusCode} ${response.body}`);
  return (response.json() as { errors: Record<string, string[]> }).errors;
}

/** A change form of real lookup values: the first requester, status Open, type Minor, unless overridden. */
export async function changeForm(
  client: TestClient,
  lookups: AutomationLookups,
  overrides: Record<string, string | number> = {},
): Promise<Record<string, string | number>> {
  const requester = ok<{ data: { data: { id: number }[] } }>(await client.get('/api/dependency/users'), 'users').data
    .data[0];
  return {
    subject: 'Replace the VPN gateway',
    description: '<p>Swap the gateway in the Sunday window.</p>',
    requester_id: requester.id,
    status_id: lookups.statuses.Open,
    change_type_id: lookups.types.Minor,
    ...overrides,
  };
}
