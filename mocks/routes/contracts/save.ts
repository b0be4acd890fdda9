import { readContract } from '../../db/contracts/detail';
import { findContract } from '../../db/contracts/record';
import { closedReason } from '../../db/contracts/actions';
import { saveContract } from '../../db/contracts/save';
import { NotFoundError, ValidationError } from '../../http/errors';
import { readFlag } from '../../http/form-fields';
import { readPathId } from '../../http/path-params';
import { SERVICE_DESK_API } from '../../http/url-prefixes';
import type { Routes } from '../deps';
import { deleteRecordRoute } from '../records/delete';
import { notFoundMessage, recordFromPath, requireTo } from '../records/kind';
import { readSaveBody } from '../records/save';
import { withStoredUpload } from '../records/stored-upload';
import { CONTRACTS } from './kind';
import { readContractForm } from './save-input';

/**
 * GET contract/{id} (`data.contract`), POST contract (multipart: create, or update when the form
 * carries an id; `attachment` replaces the file, `attachment_delete` removes it), DELETE contract/{id}.
 */
export const contractSaveRoutes: Routes = (app, deps) => {
  const { db, uploads } = deps;
  const api = SERVICE_DESK_API;

  app.get<{ Params: { id: string } }>(`${api}/contract/:id`, async (request) => {
    requireTo(db, request, 'view', 'contract');
    const { id } = recordFromPath(db, CONTRACTS, request.params.id);
    return { data: { contract: readContract(db, id) } };
  });

  app.post(`${api}/contract`, async (request) => {
    const { fields, files, idText } = await readSaveBody(db, request, 'contract');
    const editing = idText !== undefined;
    const user = requireTo(db, request, editing ? 'edit' : 'create', 'contract');
    const id = editing ? readPathId(idText) : undefined;
    const existing = id === undefined ? undefined : findContract(db, id);
    if (editing && !existing) throw new NotFoundError(notFoundMessage('contract'));
    const closed = existing && closedReason(existing);
    if (closed) throw new ValidationError({}, closed);
    const input = readContractForm(db, fields, existing);
    const remove = readFlag(fields, 'attachment_delete');
    const saved = withStoredUpload(
      uploads,
      files.get('attachment'),
      (upload) => saveContract(db, existing?.id, input, { upload, remove }, user),
      (result) => result.removedFiles,
    );
    return {
      message: editing ? 'Contract updated successfully.' : 'Contract created successfully.',
      data: { id: saved.id },
    };
  });

  deleteRecordRoute(app, deps, CONTRACTS, 'contract');
};
