import type { AxiosInstance } from 'axios';
import { pagingParams, type ListQuery, type PagingNames } from '../listParams';
import { dataOf, isObject, readMessage, readPage, readSavedId, type Page, type SavedRecord } from '../responses';
import { unreadableAnswer } from '../errors';
import type { CabDefinition, CabLevel, CabListRow, CabSavePayload } from './types';

const CAB_API = '/service-desk/api/cab';

/** The CAB list's parameter names. */
const CAB_PAGING_NAMES: PagingNames = { sortField: 'sort_by', sortOrder: 'order', search: 'search' };

/** GET cab: a page of definitions at data.data with data.total. */
export async function fetchCabPage(
  http: AxiosInstance,
  query: ListQuery,
  signal?: AbortSignal,
): Promise<Page<CabListRow>> {
  const response = await http.get(CAB_API, { params: pagingParams(query, CAB_PAGING_NAMES), signal });
  return readPage<CabListRow>(response.data, 'data');
}

const optionOrNull = (value: unknown) =>
  isObject(value) && typeof value.name === 'string' ? { id: Number(value.id), name: value.name } : null;
const options = (value: unknown) => (Array.isArray(value) ? value.map(optionOrNull).filter((o) => o !== null) : []);

function readLevel(level: unknown): CabLevel {
  if (!isObject(level) || typeof level.name !== 'string') throw unreadableAnswer();
  const approvers = isObject(level.approvers) ? level.approvers : {};
  return {
    id: Number(level.id),
    name: level.name,
    order: Number(level.order),
    match: level.match === 'any' ? 'any' : 'all',
    approvers: { users: options(approvers.users), user_types: options(approvers.user_types) },
  };
}

/** GET cab/{id}: the definition at data, its levels in order. */
export async function fetchCab(http: AxiosInstance, id: number, signal?: AbortSignal): Promise<CabDefinition> {
  const response = await http.get(`${CAB_API}/${id}`, { signal });
  const cab = dataOf(response.data);
  if (typeof cab.name !== 'string' || !Array.isArray(cab.levels)) throw unreadableAnswer();
  const interval = Number(cab.reminder_interval);
  return {
    id: Number(cab.id),
    name: cab.name,
    created_at: String(cab.created_at ?? ''),
    updated_at: String(cab.updated_at ?? ''),
    action_on_approve: optionOrNull(cab.action_on_approve),
    action_on_deny: optionOrNull(cab.action_on_deny),
    send_auto_reminders: Boolean(Number(cab.send_auto_reminders)),
    reminder_interval: cab.reminder_interval === null || !Number.isFinite(interval) ? null : interval,
    levels: cab.levels.map(readLevel).sort((a, b) => a.order - b.order),
  };
}

/** POST cab (JSON): creates, or edits the CAB the payload's id names. */
export async function saveCab(http: AxiosInstance, payload: CabSavePayload): Promise<SavedRecord> {
  const response = await http.post(CAB_API, payload);
  return { message: readMessage(response.data), id: payload.id ?? readSavedId(response.data) };
}

/** DELETE cab/{levelId}/level: a stored level of a CAB that has another one. */
export async function deleteCabLevel(http: AxiosInstance, levelId: number): Promise<string> {
  return readMessage((await http.delete(`${CAB_API}/${levelId}/level`)).data);
}

/** DELETE cab/{id}/workflow/: the definition (boards already applied to changes stay). */
export async function deleteCab(http: AxiosInstance, id: number): Promise<string> {
  return readMessage((await http.delete(`${CAB_API}/${id}/workflow/`)).data);
}
