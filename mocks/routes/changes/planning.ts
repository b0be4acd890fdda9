import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  CHANGE_PLANNING_KEYS,
  deleteChangePlanning,
  findChangePlanning,
  listChangePlanning,
  saveChangePlanning,
  type ChangePlanningKey,
} from '../../db/changes/planning';
import type { Db } from '../../db/types';
import { requirePermission } from '../../http/authorize';
import { NotFoundError } from '../../http/errors';
import { isBlankHtml, readFlag } from '../../http/form-fields';
import { readFormBody } from '../../http/form-body';
import { readString } from '../../http/query';
import { Validator } from '../../http/validator';
import type { UploadStore } from '../../uploads/store';
import { CHANGE_EDIT_DENIED, CHANGE_VIEW_DENIED, changeFromPath } from './lookup';
import { withStoredUpload } from '../records/stored-upload';

const ENTRY_NOT_FOUND = 'Planning entry not found.';
const REQUIRED = 'This field is required.';

// The path parameter keeps the name the problem's planning routes use at the same position.
type EntryParams = { Params: { problemId: string; identifier: string } };
type OwnerParams = { Params: { problemId: string; identifier?: string } };

function planningKey(text: string | undefined): ChangePlanningKey | undefined {
  return text !== undefined && (CHANGE_PLANNING_KEYS as string[]).includes(text)
    ? (text as ChangePlanningKey)
    : undefined;
}

/** A change's planning entries (reason, impact, rollout plan, backout plan): the "general popups". */
export const changePlanningRoutes: FastifyPluginAsync<{ db: Db; uploads: UploadStore }> = async (
  app,
  { db, uploads },
) => {
  const api = '/service-desk/api';

  app.get<{ Params: { changeId: string } }>(`${api}/change-planning/:changeId`, async (request) => {
    requirePermission(db, request, 'view', CHANGE_VIEW_DENIED);
    const change = changeFromPath(db, request.params.changeId);
    return { data: { planning_popups: listChangePlanning(db, change.id) } };
  });

  app.get<EntryParams>(`${api}/general-popup/:problemId/sd_changes/:identifier`, async (request) => {
    requirePermission(db, request, 'view', CHANGE_VIEW_DENIED);
    const change = changeFromPath(db, request.params.problemId);
    const key = planningKey(request.params.identifier);
    const entry = key && findChangePlanning(db, change.id, key);
    if (!entry) throw new NotFoundError(ENTRY_NOT_FOUND);
    return {
      data: { general_info: { identifier: entry.key, description: entry.description, attachment: entry.attachment } },
    };
  });

  const save = async (request: FastifyRequest<OwnerParams>) => {
    const user = requirePermission(db, request, 'edit_change', CHANGE_EDIT_DENIED);
    const change = changeFromPath(db, request.params.problemId);
    const { fields, files } = await readFormBody(request);
    const validator = new Validator();
    const identifierText = readString(fields, 'identifier', validator) ?? request.params.identifier;
    const key = planningKey(identifierText);
    if (identifierText === undefined) validator.add('identifier', REQUIRED);
    else if (key === undefined) validator.add('identifier', 'The selected identifier is invalid.');
    const description = readString(fields, 'description', validator);
    if (description === undefined || isBlankHtml(description)) validator.add('description', REQUIRED);
    validator.throwIfFailed();

    const existed = findChangePlanning(db, change.id, key as ChangePlanningKey) !== undefined;
    const remove = readFlag(fields, 'attachment_delete');
    withStoredUpload(
      uploads,
      files.get('attachment'),
      (upload) =>
        saveChangePlanning(db, change.id, key as ChangePlanningKey, description as string, { upload, remove }, user),
      (removed) => removed,
    );
    return { message: existed ? 'Updated successfully.' : 'Saved successfully.' };
  };

  app.post<OwnerParams>(`${api}/general-popup/:problemId/sd_changes`, save);
  app.post<OwnerParams>(`${api}/general-popup/:problemId/sd_changes/:identifier`, save);

  app.delete<EntryParams>(`${api}/delete/general-popup/:problemId/sd_changes/:identifier`, async (request) => {
    const user = requirePermission(db, request, 'edit_change', CHANGE_EDIT_DENIED);
    const change = changeFromPath(db, request.params.problemId);
    const key = planningKey(request.params.identifier);
    const removed = key && deleteChangePlanning(db, change.id, key, user);
    if (!removed) throw new NotFoundError(ENTRY_NOT_FOUND);
    for (const path of removed) uploads.remove(path);
    return { message: 'Deleted successfully.' };
  });
};
