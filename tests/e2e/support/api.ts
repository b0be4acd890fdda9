import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { readSession } from './hostPage';

export const api = '/service-desk/api';

/** The id of the first option a dependency lookup at `path` answers, or of the one named `name`. */
export async function optionId(page: Page, path: string, name?: string): Promise<number> {
  const response = await page.request.get(path);
  expect(response.status()).toBe(200);
  const options = (await response.json()).data.data as Array<{ id: number; name: string }>;
  return (name ? options.find((option) => option.name === name) : options[0])!.id;
}

export interface ApiClient {
  request: APIRequestContext;
  headers: Record<string, string>;
}

/** The backend as the page's signed-in user, with the CSRF token of its session. */
export async function apiClient(page: Page): Promise<ApiClient> {
  const { csrfToken } = await readSession(page);
  return { request: page.request, headers: { 'X-CSRF-TOKEN': csrfToken, Accept: 'application/json' } };
}

/** POSTs `body` (JSON `data` or a `multipart` form) as the client's user: the server must answer 200. */
export async function postOk(
  client: ApiClient,
  url: string,
  body: { data?: unknown; multipart?: Record<string, string | number> },
): Promise<APIResponse> {
  const response = await client.request.post(url, { headers: client.headers, ...body });
  expect(response.status(), await response.text()).toBe(200);
  return response;
}

/** The id of the record a create call answered with. */
export async function createdId(response: APIResponse): Promise<number> {
  return (await response.json()).data.id as number;
}
