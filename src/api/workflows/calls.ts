import type { AxiosInstance } from 'axios';
import { unreadableAnswer } from '../errors';
import type { ListQuery } from '../listParams';
import { dataOf, readMessage, readPage, readSavedId, requireList, type Page, type SavedRecord } from '../responses';
import type { Automation, AutomationKind, AutomationOptions, AutomationRow, AutomationSavePayload } from './types';

const API = '/service-desk/api';

/** The largest page the list call gives. */
const AUTOMATION_PAGE_LIMIT = 100;

/** GET {kind}: a page of the kind's change automations in their order, at data.data with data.total. */
export async function fetchAutomationPage(
  http: AxiosInstance,
  kind: AutomationKind,
  query: Pick<ListQuery, 'page' | 'limit' | 'search'>,
  signal?: AbortSignal,
): Promise<Page<AutomationRow>> {
  const params: Record<string, string | number> = { page_type: 'change', page: query.page, limit: query.limit };
  if (query.search.trim()) params.search = query.search.trim();
  const response = await http.get(`${API}/${kind}`, { params, signal });
  return readPage<AutomationRow>(response.data, 'data');
}

/** Every id of the kind in its order, read page by page (a reorder sends them all). */
export async function fetchAutomationIds(http: AxiosInstance, kind: AutomationKind): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page += 1) {
    const { rows, total } = await fetchAutomationPage(http, kind, { page, limit: AUTOMATION_PAGE_LIMIT, search: '' });
    ids.push(...rows.map((row) => row.id));
    if (rows.length === 0 || ids.length >= total) return ids;
  }
}

/** GET {kind}/{id}: the automation at data. */
export async function fetchAutomation(
  http: AxiosInstance,
  kind: AutomationKind,
  id: number,
  signal?: AbortSignal,
): Promise<Automation> {
  const data = dataOf((await http.get(`${API}/${kind}/${id}`, { signal })).data);
  if (typeof data.name !== 'string') throw unreadableAnswer();
  return {
    ...(data as unknown as Automation),
    events: requireList(data.events ?? []),
    rules: requireList(data.rules),
    actions: requireList(data.actions),
  };
}

/** POST {kind} (JSON): creates, or edits the automation the payload's id names. */
export async function saveAutomation(
  http: AxiosInstance,
  kind: AutomationKind,
  payload: AutomationSavePayload,
): Promise<SavedRecord> {
  const response = await http.post(`${API}/${kind}`, payload);
  return { message: readMessage(response.data), id: payload.id ?? readSavedId(response.data) };
}

/** DELETE {kind}/{id}: the others of the kind are renumbered. */
export async function deleteAutomation(http: AxiosInstance, kind: AutomationKind, id: number): Promise<string> {
  return readMessage((await http.delete(`${API}/${kind}/${id}`)).data);
}

/** POST {kind}/order (JSON { ids }): every id of the kind once, in the new order. */
export async function reorderAutomations(http: AxiosInstance, kind: AutomationKind, ids: number[]): Promise<string> {
  return readMessage((await http.post(`${API}/${kind}/order`, { ids })).data);
}

/** GET automation-options: the fields, operators, events and actions the form may offer, with their labels. */
export async function fetchAutomationOptions(http: AxiosInstance, signal?: AbortSignal): Promise<AutomationOptions> {
  const data = dataOf((await http.get(`${API}/automation-options`, { signal })).data);
  return {
    fields: requireList(data.fields),
    operators: requireList(data.operators),
    events: requireList(data.events),
    actions: requireList(data.actions),
  };
}
