import type { FastifyPluginAsync } from 'fastify';
import {
  deletePlanning,
  findPlanning,
  listPlanning,
  PLANNING_KEYS,
  savePlanning,
  type PlanningKey,
} from '../../db/problems/planning';
import type { Db } from '../../db/types';
import { requirePermission } from '../../http/authorize';
import { NotFoundError } from '../../http/errors';
import { checkMaxLength, isBlankHtml, readFlag } from '../../http/form-fields';
import { readFormBody } from '../../http/form-body';
import { readString } from '../../http/query';
import { Validator } from '../../http/validator';
import type { UploadStore } from '../../uploads/store';
import { problemFromPath } from './lookup';
import { VIEW_DENIED } from './view';
import { withStoredUpload } from '../records/stored-upload';

const EDIT_DENIED = 'You do not have permission to edit problems.';
const ENTRY_NOT_FOUND = 'Planning entry not found.';
export const SOLUTION_TITLE_MAX = 50;

type EntryParams = { Params: { problemId: string; identifier: string } };

/** A problem's planning entries (root cause, impact, symptoms, solution): the "general popups". */
export const problemPlanningRoutes: FastifyPluginAsync<{ db: Db; uploads: UploadStore }> = async (
  app,
  { db, uploads },
) => {
  const api = '/service-desk/api';

  app.get<{ Params: { problemId: string } }>(`${api}/problem-planning/:problemId`, async (request) => {
    requirePermission(db, request, 'view', VIEW_DENIED);
    const problem = problemFromPath(db, request.params.problemId);
    return { data: { planning_popups: listPlanning(db, problem.id) } };
  });

  app.get<EntryParams>(`${api}/general-popup/:problemId/sd_problem/:identifier`, async (request) => {
    requirePermission(db, request, 'view', VIEW_DENIED);
    const problem = problemFromPath(db, request.params.problemId);
    const key = planningKey(request.params.identifier);
    const entry = key && findPlanning(db, problem.id, key);
    if (!entry) throw new NotFoundError(ENTRY_NOT_FOUND);
    return {
      data: {
        general_info: {
          identifier: entry.key,
          description: entry.description,
          title: entry.key === 'solution' ? entry.title : '',
          attachment: entry.attachment,
        },
      },
    };
  });

  app.post<{ Params: { problemId: string } }>(`${api}/general-popup/:problemId/sd_problem`, async (request) => {
    const user = requirePermission(db, request, 'edit_problem', EDIT_DENIED);
    const problem = problemFromPath(db, request.params.problemId);
    const { fields, files } = await readFormBody(request);

    const validator = new Validator();
    const identifierText = readString(fields, 'identifier', validator);
    const key = identifierText === undefined ? undefined : planningKey(identifierText);
    if (identifierText === undefined) validator.add('identifier', 'This field is required.');
    else if (key === undefined) validator.add('identifier', 'The selected identifier is invalid.');
    const description = readString(fields, 'description', validator);
    if (description === undefined || isBlankHtml(description)) validator.add('description', 'This field is required.');
    const title = key === 'solution' ? (readString(fields, 'title', validator) ?? null) : null;
    checkMaxLength(title ?? undefined, 'title', 'title', SOLUTION_TITLE_MAX, validator);
    validator.throwIfFailed();

    const existed = findPlanning(db, problem.id, key as PlanningKey) !== undefined;
    const remove = readFlag(fields, 'attachment_delete');
    withStoredUpload(
      uploads,
      files.get('attachment'),
      (upload) =>
        savePlanning(
          db,
          problem.id,
          key as PlanningKey,
          { title, description: description as string },
          { upload, remove },
          user,
        ),
      (removed) => removed,
    );
    return { message: existed ? 'Updated successfully.' : 'Saved successfully.' };
  });

  app.delete<EntryParams>(`${api}/delete/general-popup/:problemId/sd_problem/:identifier`, async (request) => {
    const user = requirePermission(db, request, 'edit_problem', EDIT_DENIED);
    const problem = problemFromPath(db, request.params.problemId);
    const key = planningKey(request.params.identifier);
    const removed = key && deletePlanning(db, problem.id, key, user);
    if (!removed) throw new NotFoundError(ENTRY_NOT_FOUND);
    for (const path of removed) uploads.remove(path);
    return { message: 'Deleted successfully.' };
  });
};

function planningKey(text: string): PlanningKey | undefined {
  return (PLANNING_KEYS as string[]).includes(text) ? (text as PlanningKey) : undefined;
}
