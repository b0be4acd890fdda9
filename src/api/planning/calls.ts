import type { AxiosInstance } from 'axios';
import { ApiError } from '../errors';
import { dataOf, isObject, readMessage } from '../responses';
import type { PlanningEntry, PlanningInput, PlanningKey, PlanningNote, PlanningOwner } from './types';
import { getDataList } from '../getDataList';

const LIST_PATHS: Record<PlanningOwner['type'], string> = {
  sd_problem: '/service-desk/api/problem-planning',
  sd_changes: '/service-desk/api/change-planning',
  sd_releases: '/service-desk/api/release-planning',
};

/** The owner's planning entries (data.planning_popups). */
export function fetchPlanning(
  http: AxiosInstance,
  owner: PlanningOwner,
  signal?: AbortSignal,
): Promise<PlanningEntry[]> {
  return getDataList<PlanningEntry>(http, `${LIST_PATHS[owner.type]}/${owner.id}`, 'planning_popups', signal);
}

const popupPath = (owner: PlanningOwner) => `/service-desk/api/general-popup/${owner.id}/${owner.type}`;

/** One planning note; null when it has not been written yet (the server answers 404). */
export async function fetchPlanningEntry(
  http: AxiosInstance,
  owner: PlanningOwner,
  key: PlanningKey,
  signal?: AbortSignal,
): Promise<PlanningNote | null> {
  try {
    const response = await http.get(`${popupPath(owner)}/${key}`, { signal });
    const info = dataOf(response.data).general_info;
    return isObject(info) ? (info as unknown as PlanningNote) : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function planningFormData(input: PlanningInput): FormData {
  const form = new FormData();
  form.append('identifier', input.identifier);
  form.append('description', input.description);
  if (input.identifier === 'solution') form.append('title', input.title ?? '');
  if (input.attachment) form.append('attachment', input.attachment, input.attachment.name);
  if (input.attachmentDelete) form.append('attachment_delete', '1');
  return form;
}

/** Writes a note: a change's note is posted to its own path, a problem's to the problem's. */
export async function savePlanningEntry(http: AxiosInstance, owner: PlanningOwner, input: PlanningInput) {
  const path = owner.type === 'sd_changes' ? `${popupPath(owner)}/${input.identifier}` : popupPath(owner);
  const response = await http.post(path, planningFormData(input));
  return readMessage(response.data);
}

export async function deletePlanningEntry(http: AxiosInstance, owner: PlanningOwner, key: PlanningKey) {
  const response = await http.delete(`/service-desk/api/delete/general-popup/${owner.id}/${owner.type}/${key}`);
  return readMessage(response.data);
}
