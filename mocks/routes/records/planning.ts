import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  deletePlanning,
  findPlanning,
  listPlanning,
  planningKeys,
  savePlanning,
  type PlanningDefinition,
} from '../../db/records/planning';
import type { Db } from '../../db/types';
import { NotFoundError } from '../../http/errors';
import { checkMaxLength, readFlag, readRichText } from '../../http/form-fields';
import { readFormBody } from '../../http/form-body';
import { readString } from '../../http/query';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import { Validator } from '../../http/validator';
import type { UploadStore } from '../../uploads/store';
import { recordFromPath, requireTo, requireUnlocked, writableRecordFromPath, type RecordKind } from './kind';
import { withStoredUpload } from './stored-upload';

const ENTRY_NOT_FOUND = 'Planning entry not found.';
const REQUIRED = 'This field is required.';
export const PLANNING_TITLE_MAX = 50;

export interface PlanningRoutes {
  /** GET {listPath}/{id} lists the entries. */
  listPath: string;
  /** Whether a save may also name the entry in the path (POST general-popup/{id}/{owner}/{identifier}). */
  identifierInPath: boolean;
}

type EntryParams = { Params: { id: string; identifier?: string } };

/**
 * A record's planning entries, the "general popups": GET {listPath}/{id}, and GET, POST and
 * DELETE general-popup/{id}/{owner type}[/{identifier}]. Viewing needs view; writing needs the
 * kind's edit permission.
 */
export function planningRoutes(
  app: FastifyInstance,
  { db, uploads }: { db: Db; uploads: UploadStore },
  kind: RecordKind,
  definition: PlanningDefinition,
  routes: PlanningRoutes,
): void {
  const entryPath = `${SERVICE_DESK_API}/general-popup/:id/${definition.owner}`;
  const keyOf = (text: string | undefined) =>
    text !== undefined && planningKeys(definition).includes(text) ? text : undefined;

  app.get<EntryParams>(`${SERVICE_DESK_API}/${routes.listPath}/:id`, async (request) => {
    requireTo(db, request, 'view', kind.noun);
    const record = recordFromPath(db, kind, request.params.id);
    return { data: { planning_popups: listPlanning(db, definition, record.id) } };
  });

  app.get<EntryParams>(`${entryPath}/:identifier`, async (request) => {
    requireTo(db, request, 'view', kind.noun);
    const record = recordFromPath(db, kind, request.params.id);
    const key = keyOf(request.params.identifier);
    const entry = key && findPlanning(db, definition, record.id, key);
    if (!entry) throw new NotFoundError(ENTRY_NOT_FOUND);
    const title = definition.titledKey === undefined ? {} : { title: key === definition.titledKey ? entry.title : '' };
    const { description, attachment } = entry;
    return { data: { general_info: { identifier: entry.key, description, ...title, attachment } } };
  });

  const save = async (request: FastifyRequest<EntryParams>) => {
    const user = requireTo(db, request, 'edit', kind.noun);
    const record = recordFromPath(db, kind, request.params.id);
    const { fields, files } = await readFormBody(request);
    const validator = new Validator();
    const identifier = readString(fields, 'identifier', validator) ?? request.params.identifier;
    const key = keyOf(identifier);
    if (identifier === undefined) validator.add('identifier', REQUIRED);
    else if (key === undefined) validator.add('identifier', 'The selected identifier is invalid.');
    const description = readRichText(fields, 'description', validator);
    if (description === undefined) validator.add('description', REQUIRED);
    const title =
      key !== undefined && key === definition.titledKey ? (readString(fields, 'title', validator) ?? null) : null;
    checkMaxLength(title ?? undefined, 'title', 'title', PLANNING_TITLE_MAX, validator);
    validator.throwIfFailed();
    requireUnlocked(db, kind, record.id);

    const existed = findPlanning(db, definition, record.id, key as string) !== undefined;
    const remove = readFlag(fields, 'attachment_delete');
    withStoredUpload(
      uploads,
      files.get('attachment'),
      (upload) =>
        savePlanning(
          db,
          definition,
          record.id,
          key as string,
          { title, description: description as string },
          { upload, remove },
          user,
        ),
      (removed) => removed,
    );
    return { message: existed ? 'Updated successfully.' : 'Saved successfully.' };
  };
  app.post<EntryParams>(entryPath, save);
  if (routes.identifierInPath) app.post<EntryParams>(`${entryPath}/:identifier`, save);

  app.delete<EntryParams>(
    `${SERVICE_DESK_API}/delete/general-popup/:id/${definition.owner}/:identifier`,
    async (request) => {
      const user = requireTo(db, request, 'edit', kind.noun);
      const record = writableRecordFromPath(db, kind, request.params.id);
      const key = keyOf(request.params.identifier);
      const removed = key && deletePlanning(db, definition, record.id, key, user);
      if (!removed) throw new NotFoundError(ENTRY_NOT_FOUND);
      for (const path of removed) uploads.remove(path);
      return { message: 'Deleted successfully.' };
    },
  );
}
