import type { TestClient } from './client';

export interface ProblemRow {
  id: number;
  identifier: string;
  subject: string;
  requester: { id: number; full_name: string; email: string };
  assignedTo: { id: number; full_name: string; email: string } | null;
  priority: { id: number; priority: string };
  department: { id: number; name: string };
  status: { id: number; name: string };
  active: '1' | '0';
  is_edit: boolean;
  is_delete: boolean;
  created_at: string;
  updated_at: string;
}

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
