import type { ProblemListRow } from '../db/problems/list';
import type { TestClient } from './client';

/** A row of the problem list: the record and what the user may do to it. */
export type ProblemRow = ProblemListRow & { is_edit: boolean; is_delete: boolean };

export interface ProblemPage {
  problems: ProblemRow[];
  total: number;
}

export async function problemList(client: TestClient, query = ''): Promise<ProblemPage> {
  const response = await client.get(`/service-desk/api/problem-list${query ? '?' + query : ''}`);
  if (response.statusCode !== 200) throw new Error(`problem-list ${query}: ${response.statusCode} ${response.body}`);
  return (response.json() as { data: ProblemPage }).data;
}

/** Every seeded problem (there are fewer than the 100 one page may hold). */
export async function allProblems(client: TestClient, query = ''): Promise<ProblemRow[]> {
  const page = await problemList(client, `limit=100${query ? '&' + query : ''}`);
  if (page.total > 100) throw new Error('More problems than one page holds');
  return page.problems;
}

/** `name[0]=a&name[1]=b`, as the client sends filters. */
export function indexed(name: string, values: readonly (number | string)[]): string {
  return values.map((value, index) => `${name}[${index}]=${encodeURIComponent(String(value))}`).join('&');
}
